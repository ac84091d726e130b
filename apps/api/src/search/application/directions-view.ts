import type { Medication } from '@otc/formulary';
import { directionsFor } from '@otc/safety-engine';
import type { DirectionsView } from '../domain/search-result.js';

/** The directions for this age (null: unknown); null when the product carries no directions table. */
export function toDirectionsView(medication: Medication, age: number | null): DirectionsView | null {
  const found = directionsFor(medication, age);
  switch (found.kind) {
    case 'for-age':
      return { age: found.age, rows: [found.band], source: found.source };
    case 'table':
      return { age: null, rows: found.bands, source: found.source };
    case 'none':
      return null;
  }
}
