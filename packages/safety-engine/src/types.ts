import type {
  AgeFact,
  AllergyAlertFact,
  ConditionFact,
  Fact,
  InteractionFact,
  Level,
  Medication,
  Source,
  Supplement,
} from '@otc/formulary';

export type { CurrentMedication, Gender, HealthProfile } from './profile/health-profile-schema.js';

/**
 * Profile entries, as the person wrote them, that name no allergy, condition or medicine the engine knows:
 * nothing was checked against them. "none", "n/a" and the like mean nothing to check and are not listed.
 */
export interface Unrecognised {
  allergies: string[];
  medicalConditions: string[];
  currentMedications: string[];
}

export type ReasonCode =
  'allergy' | 'condition' | 'interaction' | 'duplicate-ingredient' | 'pregnancy' | 'breastfeeding' | 'age';

/**
 * Where a fact was written: a product's own label (a medication is a 'product', a supplement a 'supplement'),
 * an ingredient, or a drug class (also an ancestor class of an ingredient's class). 'category' is kept for
 * facts on a supplement category; the content has none today, so the engine does not produce it yet.
 */
export interface Origin {
  kind: 'product' | 'ingredient' | 'class' | 'supplement' | 'category';
  id: string;
  name: string;
}

/** The profile field and the entry in it, as the person wrote it, that made a fact apply. */
export interface Trigger {
  field: 'allergies' | 'medicalConditions' | 'currentMedications' | 'age' | 'isPregnant' | 'isBreastfeeding';
  /** The list entry ('Coumadin 5 mg'), the age ('8'), or 'true' for a yes/no field. */
  entry: string;
}

/**
 * How strongly a reason says no: 'do-not-use' (a label's "Do not use" line, an allergy, the same ingredient twice,
 * a clear contraindication) or 'ask-first' (a label's "Ask a doctor or pharmacist before use" line, Beers, a LactMed
 * caution). Either makes the product avoid.
 */
export type ReasonLevel = Level;

/** Why a product is to be avoided (or a caution about it), in words a shopper understands, with its source. */
export interface Reason {
  code: ReasonCode;
  /** Set on every avoid reason; null on a caution, which never blocks. */
  level: ReasonLevel | null;
  message: string;
  source: Source;
  /** Where the fact behind this reason was written. */
  origin: Origin;
  /** The profile entry that made it apply. */
  trigger: Trigger;
}

/** 'avoid' has at least one reason; either verdict may carry cautions that do not block the product. */
export interface Verdict {
  verdict: 'safe' | 'avoid';
  /** The strictest level of the reasons ('do-not-use' over 'ask-first'); null when safe. */
  level: ReasonLevel | null;
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
  /** The product's own label as an origin ('product' for a medication, 'supplement' for a supplement). */
  origin: Origin;
  facts: PreparedFacts;
}

/** A fact with where it was written. */
export type Sited<T> = T & { origin: Origin };

/** Every fact that reaches a product, each with its origin; repeats of the same wording kept once. */
export interface PreparedFacts {
  conditions: Sited<ConditionFact>[];
  interactions: Sited<InteractionFact>[];
  ages: Sited<AgeFact>[];
  allergyAlerts: Sited<AllergyAlertFact>[];
  pregnancy: Sited<Fact>[];
  breastfeeding: Sited<Fact>[];
}
