import type { Reason } from '@otc/safety-engine';
import type { RedFlag } from './red-flags.js';

/** A pharmacist's sign-off that still matches the item; null when there is none. */
export interface ReviewView {
  reviewedBy: string;
  /** YYYY-MM-DD */
  reviewedAt: string;
}

/** A medicine as a card shows it (the spec's Medication entity). */
export interface MedicationView {
  id: string;
  name: string;
  class: string;
  activeIngredients: string[];
  commonUses: string[];
  dose: string;
  summary: string;
  mechanism: string;
  warnings: string[];
  sideEffects: string[];
  interactions: string[];
  contraindications: string[];
  brandNames: string[];
  buyUrl: string | null;
  review: ReviewView | null;
}

export interface AvoidedMedication {
  medication: MedicationView;
  reasons: Reason[];
}

export interface SearchResult {
  safe: MedicationView[];
  unsafe: AvoidedMedication[];
  extractedSymptoms: string[];
  confidence: number;
  fallbackUsed: boolean;
  redFlags: RedFlag[];
}
