import type { ReasonLevel, SaferOption } from '@otc/safety-engine';
import type { ReasonView } from '../../common/reason-view.js';
import type { ReviewView } from '../../common/review-view.js';
import type { Unrecognised } from '@otc/safety-engine';
import type { NotCarriedView } from './name-answer.js';
import type { ConstraintView } from './product-constraints.js';
import type { RedFlag } from './red-flags.js';
import type { ContextItem } from './person-context.js';
import type { DirectionBand, Source } from '@otc/formulary';

/** The label's directions as a card shows them (DirectionsDto): the row for the person's age, or every row. */
export interface DirectionsView {
  /** The age the row is for; null when the age is not known (or signed out): `rows` is then the label's table. */
  age: number | null;
  rows: DirectionBand[];
  source: Source;
}

/** A medicine as a card shows it (the spec's Medication entity). */
export interface MedicationView {
  id: string;
  /** A supplement is offered beside the medicines when it is the usual choice (melatonin for jet lag). */
  kind: 'medication' | 'supplement';
  name: string;
  class: string;
  activeIngredients: string[];
  commonUses: string[];
  dose: string;
  /** The label's directions for the person's age, or its whole table without one; null when it has none. */
  directions: DirectionsView | null;
  summary: string;
  mechanism: string;
  warnings: string[];
  sideEffects: string[];
  interactions: string[];
  contraindications: string[];
  brandNames: string[];
  buyUrl: string | null;
  /** The pharmacist sign-off that still matches the item; null when there is none. */
  review: ReviewView | null;
  /** What the person should know about it that does not block it; empty without a profile. */
  cautions: ReasonView[];
}

interface AvoidedMedication {
  medication: MedicationView;
  /** The strictest level of the reasons. */
  level: ReasonLevel;
  reasons: ReasonView[];
  /** Up to 3 medicines judged safe for the person that treat the same symptoms; empty when there are none. */
  saferOptions: SaferOption[];
}

export interface SearchResult {
  safe: MedicationView[];
  unsafe: AvoidedMedication[];
  extractedSymptoms: string[];
  confidence: number;
  fallbackUsed: boolean;
  redFlags: RedFlag[];
  /** What the words said about the person and the answer took into account (never stored). */
  context: ContextItem[];
  /** The product constraints read in the words and applied to the lists ("Without acetaminophen"). */
  constraints: ConstraintView[];
  /** The person's profile entries the check could not place; empty lists when all were placed or anonymous. */
  unrecognised: Unrecognised;
  /** The whole query named a brand we do not list but whose ingredients we know; the products are ours of those. */
  notCarried: NotCarriedView | null;
  /** The whole query looked like a product name that named nothing we know; null otherwise. */
  unrecognisedName: string | null;
}
