import type { SupplementDto } from '@otc/api-contract';
import { useId, useState } from 'react';
import { PharmacistReview } from '../../../components/ui/pharmacist-review';
import { GoodToKnow } from '../../../components/ui/reasons';
import { DetailList, NewTabHint } from './detail-list';
import { EvidenceBadge } from './evidence-badge';
import { cardClass } from '../../../components/ui/card';

const amazonSearch = (name: string) => `https://www.amazon.com/s?k=${encodeURIComponent(name)}`;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};

/** One supplement: the essentials, with the details (interactions, cautions, source) behind a toggle. */
export function SupplementCard({ supplement }: { supplement: SupplementDto }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const detailsId = useId();
  const host = hostOf(supplement.source);

  return (
    <article aria-labelledby={headingId} className={cardClass({ className: 'flex flex-col' })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {supplement.name}
        </h3>
        <EvidenceBadge strength={supplement.evidence_strength} />
      </div>
      <p className="mt-1 text-sm text-slate-600">{supplement.ingredient}</p>
      <PharmacistReview review={supplement.review} />
      <p className="mt-3 text-slate-700">{supplement.summary}</p>
      <GoodToKnow cautions={supplement.cautions} />

      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
        className="mt-4 inline-flex items-center gap-1 self-start rounded text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span className="underline underline-offset-2">{open ? 'Hide details' : 'More details'}</span>
        <span className="sr-only"> about {supplement.name}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>

      <div id={detailsId} hidden={!open} className="mt-3 space-y-3 text-sm">
        <p>
          <span className="font-semibold text-slate-800">Age group: </span>
          <span className="text-slate-600">{supplement.age_group}</span>
        </p>
        <DetailList title="Interactions" items={supplement.interactions} />
        <DetailList title="Contraindications" items={supplement.contraindications} />
        <DetailList title="Side effects" items={supplement.side_effects} />
        <p className="text-slate-600">
          <a
            href={supplement.source}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Source
            <NewTabHint />
          </a>
          {host && <span className="text-slate-500"> · {host}</span>}
        </p>
      </div>

      <div className="pt-5">
        <a
          href={supplement.buyUrl ?? amazonSearch(supplement.name)}
          target="_blank"
          rel="noopener noreferrer"
          className="block rounded-lg bg-amber-400 px-4 py-2 text-center font-semibold text-slate-900 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          {supplement.buyUrl ? 'Buy on Amazon' : 'Find on Amazon'}
          <NewTabHint />
        </a>
      </div>
    </article>
  );
}
