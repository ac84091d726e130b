/** Where a rule-bearing fact comes from. Every warning the engine can act on carries one. */
export interface Source {
  title: string;
  url: string;
}

/** A pharmacist's sign-off; both fields stay null until someone reviews the item. */
export interface Review {
  reviewedBy: string | null;
  reviewedAt: string | null;
}

export interface Ingredient {
  id: string;
  name: string;
  /** Drug class ids (e.g. 'nsaid', 'salicylate') used for allergy cross-reactivity and interactions. */
  classIds: string[];
  /** Other names a person may type: brand-neutral synonyms and international names. */
  synonyms: string[];
}

export interface DrugClass {
  id: string;
  name: string;
  synonyms: string[];
  /** True when an allergy to one member means the others should be avoided too (aspirin -> other NSAIDs). */
  allergyCrossReactive: boolean;
}

export interface Condition {
  id: string;
  name: string;
  /** Lay terms and abbreviations that mean the same condition ('high blood pressure', 'HTN'). */
  synonyms: string[];
}

export interface Symptom {
  id: string;
  name: string;
  synonyms: string[];
}

export interface ActiveIngredient {
  ingredientId: string;
  strength: string;
}

/** One warning from a Drug Facts label, in our own words, with its source. */
export interface LabelFact {
  message: string;
  source: Source;
}

export interface ConditionWarning extends LabelFact {
  conditionId: string;
}

/** A drug or class the label asks people to check with a pharmacist before combining. */
export interface InteractionWarning extends LabelFact {
  /** An ingredient id or a drug class id. */
  targetId: string;
}

export interface AgeLimit extends LabelFact {
  /** People younger than this (in whole years) should not use the product without a doctor. */
  minYears: number;
}

export interface LabelWarnings {
  conditions: ConditionWarning[];
  interactions: InteractionWarning[];
  /** Present when the product should be avoided in pregnancy; absent means the general 'ask a health professional' advice. */
  pregnancy?: LabelFact;
  breastfeeding?: LabelFact;
  ageLimits: AgeLimit[];
}

export interface Medication {
  id: string;
  name: string;
  /** Shown as the card's "class". */
  className: string;
  activeIngredients: ActiveIngredient[];
  /** Symptom ids this product is labelled for, most important first. */
  uses: string[];
  dose: { adult: string; pediatric: string };
  summary: string;
  mechanism: string;
  /** Plain-text label warnings shown on the card. */
  warnings: string[];
  sideEffects: string[];
  interactions: string[];
  contraindications: string[];
  brandNames: string[];
  buyUrl?: string;
  /** The Drug Facts label the product's facts are taken from. */
  source: Source;
  label: LabelWarnings;
  review: Review;
}

export interface Formulary {
  ingredients: Ingredient[];
  drugClasses: DrugClass[];
  conditions: Condition[];
  symptoms: Symptom[];
  medications: Medication[];
}
