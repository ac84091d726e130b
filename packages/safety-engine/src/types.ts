import type { LabelFacts, Medication, Source, Supplement } from '@otc/formulary';

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

/** Why a product is to be avoided (or a caution about it), in words a shopper understands, with its source. */
export interface Reason {
  code: ReasonCode;
  message: string;
  source: Source;
}

/** 'avoid' has at least one reason; either verdict may carry cautions that do not block the product. */
export interface Verdict {
  verdict: 'safe' | 'avoid';
  reasons: Reason[];
  cautions: Reason[];
}

export type ProductKind = 'medication' | 'supplement';

/** Anything the engine can judge: an OTC product or a supplement. */
export type Product = { kind: 'medication'; item: Medication } | { kind: 'supplement'; item: Supplement };

/** A product with every fact that reaches it (its own, its ingredients', their classes'), gathered once. */
export interface PreparedProduct {
  kind: ProductKind;
  id: string;
  name: string;
  source: Source;
  ingredientIds: string[];
  /** Classes of its ingredients, with every ancestor class. */
  classIds: Set<string>;
  allergenIds: string[];
  facts: Required<Omit<LabelFacts, 'pregnancy' | 'breastfeeding'>> & {
    pregnancy: NonNullable<LabelFacts['pregnancy']>[];
    breastfeeding: NonNullable<LabelFacts['breastfeeding']>[];
  };
}
