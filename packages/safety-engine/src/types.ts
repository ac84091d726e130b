import type { Source } from '@otc/formulary';

export type Gender = 'male' | 'female' | 'other' | 'prefer-not-to-say';

export interface CurrentMedication {
  name: string;
  dosage: string;
  frequency: string;
}

/** The spec's user profile, reduced to what the rules read. Every list is already trimmed and de-duplicated. */
export interface HealthProfile {
  age: number | null;
  gender: Gender | null;
  allergies: string[];
  medicalConditions: string[];
  currentMedications: CurrentMedication[];
  isPregnant: boolean;
  isBreastfeeding: boolean;
}

export type ReasonCode =
  'allergy' | 'condition' | 'interaction' | 'duplicate-ingredient' | 'pregnancy' | 'breastfeeding' | 'age';

/** Why a product is to be avoided, in words a shopper understands, with the fact's source. */
export interface Reason {
  code: ReasonCode;
  message: string;
  source: Source;
}

export type Verdict = { verdict: 'safe'; reasons: [] } | { verdict: 'avoid'; reasons: Reason[] };
