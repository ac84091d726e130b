import { mapsSearchUrl, SAMPLE_PHARMACIES, type Coordinates } from '../hooks/pharmacies';
import { useLocation } from '../hooks/use-location';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

const linkClass = buttonClass({ variant: 'secondary', size: 'bare', className: 'shrink-0 px-3 py-1.5 text-sm' });
const actionClass = 'mt-4 inline-flex items-center justify-center gap-2 px-4 py-2.5 text-sm';

function PharmacyList({ coords }: { coords: Coordinates | null }) {
  return (
    <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
      {SAMPLE_PHARMACIES.map((pharmacy) => (
        <li key={pharmacy.name} className="flex items-center justify-between gap-3 px-3 py-2.5">
          <div>
            <p className="font-medium text-slate-900">{pharmacy.name}</p>
            {coords && <p className="text-sm text-slate-600">{pharmacy.distanceMiles} miles</p>}
          </div>
          <a
            href={mapsSearchUrl(pharmacy.name, coords)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open in Maps: ${pharmacy.name}, opens in a new tab`}
            className={linkClass}
          >
            Open in Maps
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Nearby pharmacies: sample entries with Google Maps searches, after the person turns location on. */
export function PharmacyCard() {
  const location = useLocation();
  const { status } = location;
  return (
    <Card as="section" aria-labelledby="pharmacy-heading" className="flex flex-col">
      <h2 id="pharmacy-heading" className="text-lg font-semibold text-slate-900">
        Nearby Pharmacies
      </h2>
      {status === 'located' ? (
        <>
          <p className="mt-3">
            <Badge tone="brand" size="md">
              Within 2 miles
            </Badge>
          </p>
          <PharmacyList coords={location.coords} />
          <p className="mt-3 text-xs text-slate-600">
            These are sample pharmacies with example distances, not live data. Each link searches Google Maps for the
            real branches near you.
          </p>
        </>
      ) : status === 'idle' || status === 'locating' ? (
        <>
          <p className="mt-3 text-sm text-slate-600">
            Turn on location to see pharmacies near you and open them in Google Maps. We never send your location to our
            servers or store it.
          </p>
          <Button size="bare" onClick={location.request} disabled={status === 'locating'} className={actionClass}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
              <path d="M10 1.5a6 6 0 0 0-6 6c0 4.2 5.1 10.3 5.3 10.6a.9.9 0 0 0 1.4 0C10.9 17.8 16 11.7 16 7.5a6 6 0 0 0-6-6Zm0 8.3a2.3 2.3 0 1 1 0-4.6 2.3 2.3 0 0 1 0 4.6Z" />
            </svg>
            {status === 'locating' ? 'Finding your location…' : 'Enable Location'}
          </Button>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-600">
            Without your location, these links search Google Maps for each pharmacy chain.
          </p>
          <PharmacyList coords={null} />
          {status !== 'unsupported' && (
            <Button size="bare" onClick={location.request} className={`${actionClass} self-start`}>
              Try again
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
