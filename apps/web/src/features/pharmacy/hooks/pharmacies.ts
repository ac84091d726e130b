export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface SamplePharmacy {
  name: string;
  distanceMiles: number;
}

/** Spec section 9: three fixed sample pharmacies, shown once location is on. Not live data. */
export const SAMPLE_PHARMACIES: readonly SamplePharmacy[] = [
  { name: 'CVS', distanceMiles: 0.5 },
  { name: 'Walgreens', distanceMiles: 0.8 },
  { name: 'Rite Aid', distanceMiles: 1.2 },
];

const MAP_ZOOM = 15;

/** A Google Maps search: '{pharmacy} near me' at the user's position (zoom 15), else '{pharmacy} pharmacy'. */
export function mapsSearchUrl(pharmacy: string, coords?: Coordinates | null): string {
  if (coords) {
    const query = encodeURIComponent(`${pharmacy} near me`);
    return `https://www.google.com/maps/search/${query}/@${coords.latitude},${coords.longitude},${MAP_ZOOM}z`;
  }
  return `https://www.google.com/maps/search/${encodeURIComponent(`${pharmacy} pharmacy`)}`;
}
