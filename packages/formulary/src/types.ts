/** Where a rule-bearing fact comes from. Every fact the engine can act on carries one. */
export interface Source {
  title: string;
  url: string;
}

/** A pharmacist's current sign-off; all null until someone reviews the item (or after it changed since). */
export interface Review {
  reviewedBy: string | null;
  /** YYYY-MM-DD */
  reviewedAt: string | null;
  /** The label or source version the pharmacist read. */
  label: string | null;
}

/**
 * 'avoid': the label says "Do not use" or "Ask a doctor before use", or the source advises against it:
 * the product is marked avoid. 'caution': worth knowing, but the product stays safe (shown as a caution).
 */
export type Severity = 'avoid' | 'caution';

/**
 * How strongly an avoid fact says no. 'do-not-use': the label's "Do not use" line or a clear contraindication;
 * 'ask-first': the label's "Ask a doctor (or pharmacist) before use" line, a LactMed caution, the Beers list, or a
 * reference that says to check first. Both make the product avoid; the level says what the person can do.
 */
export type Level = 'do-not-use' | 'ask-first';

/** One fact in our own words, with its source. */
export interface Fact {
  severity: Severity;
  /** On every avoid fact (the `levels` linter sees to it); never on a caution. */
  level?: Level;
  /** Written for the shopper, e.g. "You have asthma; pain relievers of this kind can trigger attacks." */
  message: string;
  source: Source;
}

export interface ConditionFact extends Fact {
  conditionId: string;
}

/** A drug, supplement or class the label or source warns about combining with. */
export interface InteractionFact extends Fact {
  /** An ingredient id or a drug class id (a class also matches its subclasses). */
  targetId: string;
}

/** Applies to people younger than `belowYears` or aged `fromYears` and over (one of the two). */
export interface AgeFact extends Fact {
  belowYears?: number;
  fromYears?: number;
}

/** "Do not use if you are allergic to X": avoid when the person is allergic to the target. */
export interface AllergyAlertFact extends Omit<Fact, 'severity'> {
  /** An ingredient, drug class or allergen id; a class matches when the person is allergic to any member. */
  targetId: string;
}

/**
 * Warnings as structured data. They may sit on a drug class (shared by every member), on an ingredient
 * (every product containing it) or on one product; the engine applies all that reach a product.
 */
export interface LabelFacts {
  conditions?: ConditionFact[];
  interactions?: InteractionFact[];
  ages?: AgeFact[];
  pregnancy?: Fact;
  breastfeeding?: Fact;
  allergyAlerts?: AllergyAlertFact[];
}

export interface DrugClass {
  id: string;
  name: string;
  synonyms: string[];
  /** Broader classes this one belongs to (benzodiazepine -> sedative): facts and interactions reach down. */
  parentIds?: string[];
  /** True when an allergy to one member means the others should be avoided too (aspirin -> other NSAIDs). */
  allergyCrossReactive: boolean;
  facts?: LabelFacts;
}

export type IngredientKind = 'otc' | 'rx' | 'supplement';

export interface Ingredient {
  id: string;
  name: string;
  kind: IngredientKind;
  /** Drug class ids (e.g. 'nsaid', 'salicylate'), for allergies, interactions and duplication. */
  classIds: string[];
  /** Other names a person may type: international names, abbreviations, common misspellings. */
  synonyms: string[];
  /** Brand names of products whose only active ingredient this is (mostly for prescription medicines). */
  brandNames?: string[];
  /**
   * For a combination sold under one name (Percocet = oxycodone + acetaminophen): the ingredient ids inside it,
   * so that taking it counts as taking each of them (the same-ingredient and interaction rules see through it).
   */
  componentIds?: string[];
  facts?: LabelFacts;
  /** Where the class membership and facts come from. */
  source: Source;
}

export interface Condition {
  id: string;
  name: string;
  /** Lay terms and abbreviations that mean the same condition ('high blood pressure', 'HTN'). */
  synonyms: string[];
  /** Broader conditions this one is a case of (GERD -> stomach problems): their warnings apply too. */
  parentIds?: string[];
}

/** Something people say they are allergic to that is not a single ingredient (fish, lactose, dyes, NSAIDs). */
export interface Allergen {
  id: string;
  name: string;
  synonyms: string[];
  /** Drug classes this allergy covers ('NSAIDs' -> nsaid). */
  classIds?: string[];
  /** Ingredients this allergy covers. */
  ingredientIds?: string[];
}

export interface Symptom {
  id: string;
  name: string;
  /** Lay phrasings and common misspellings ('stuffy nose', 'hedache'). */
  synonyms: string[];
  /** Supplements search offers beside the medicines, being the usual choice for it (melatonin for jet lag). */
  usualSupplements?: string[];
}

export interface ActiveIngredient {
  ingredientId: string;
  strength: string;
}

/** Search page filter groups (spec: NSAID (Pain Relief), Decongestant (Cold & Flu), ...). */
export type ProductCategory =
  | 'pain-relief'
  | 'cold-flu'
  | 'allergies'
  | 'digestive'
  | 'sleep'
  | 'skin'
  | 'eye-ear'
  | 'oral'
  | 'smoking-cessation'
  | 'womens-health'
  | 'first-aid';

/**
 * What a label's directions say for an age: give a dose ('dose'), ask a doctor first ('ask-a-doctor', the label's
 * "children under 2 years: ask a doctor"), or do not use ('do-not-use').
 */
export type DirectionAction = 'dose' | 'ask-a-doctor' | 'do-not-use';

/** One row of a label's directions table: ages `fromYears` (inclusive) to `belowYears` (exclusive). */
export interface DirectionBand {
  /** 0 for the first row (from birth). */
  fromYears: number;
  /** Null for the last row: every older age. */
  belowYears: number | null;
  action: DirectionAction;
  /** The label chart's weight for this row ("24 to 35 lb"), where it gives one. */
  weight: string | null;
  /** How much at a time ("5 mL", "2 caplets"); set on a dose row only. */
  amount: string | null;
  /** How often and the most in 24 hours, or what the label says instead of a dose. */
  text: string | null;
}

/** A label's directions by age: rows from birth, youngest first, no gaps or overlaps (the directions linter). */
export interface Directions {
  bands: DirectionBand[];
  source: Source;
}

export interface Medication {
  id: string;
  name: string;
  /** Shown as the card's "class". */
  className: string;
  categories: ProductCategory[];
  activeIngredients: ActiveIngredient[];
  /** Symptom ids this product is labelled for, most important first. */
  uses: string[];
  dose: { adult: string; pediatric: string };
  /** The label's directions by age; the directions linter makes every shipped formulation carry them. */
  directions?: Directions;
  summary: string;
  mechanism: string;
  /** Plain-text label warnings shown on the card. */
  warnings: string[];
  sideEffects: string[];
  interactions: string[];
  contraindications: string[];
  brandNames: string[];
  /** Allergen ids of inactive ingredients stated on the label (dyes, lactose, ...), where known. */
  allergenIds?: string[];
  /**
   * True for a product used on the skin, eye, ear or mouth whose label does not carry its ingredients'
   * swallowed-medicine warnings (Benadryl cream is not a sedating pill): ingredient and class facts are then
   * not applied, only this product's own label facts, allergies and the same-ingredient check.
   */
  localUse?: boolean;
  buyUrl?: string;
  /** The Drug Facts label the product's facts are taken from. */
  source: Source;
  /** Facts particular to this product (its age limits, its own "do not use" lines). */
  label: LabelFacts;
  review: Review;
}

export type EvidenceStrength = 'Strong' | 'Moderate' | 'Weak' | 'Mixed';

export interface SupplementCategory {
  id: string;
  name: string;
  description: string;
}

export interface Supplement {
  id: string;
  name: string;
  /** Brands and other names a shopper types for this very product (not shown; used to find it). */
  searchNames?: string[];
  /** The spec's "ingredient": the active compound in plain words. */
  ingredient: string;
  /** Ingredient ids, so allergies, current medicines and duplication can be checked. */
  ingredientIds: string[];
  categoryIds: string[];
  /** Symptom ids the supplement is commonly taken for. */
  uses: string[];
  age_group: string;
  summary: string;
  evidence_strength: EvidenceStrength;
  /** What the evidence rating rests on, with its source. */
  evidenceBasis: { summary: string; source: Source };
  dosage: string;
  interactions: string[];
  contraindications: string[];
  side_effects: string[];
  warnings: string[];
  allergenIds?: string[];
  buyUrl?: string;
  /** The fact sheet the supplement's facts are taken from. */
  source: Source;
  label: LabelFacts;
  review: Review;
}

/** An emergency no OTC medicine should be offered for in silence (content/red-flags). */
export interface RedFlag {
  code: string;
  /** What the shopper reads: the danger and what to do (call 911, 988 or Poison Control). */
  message: string;
  /** Regular expressions (their source text) tried on the normalised words of the query. */
  patterns: string[];
  /** The advice is not to treat it yourself: the page holds the medicine list back until asked. */
  holdList: boolean;
  source: Source;
}

/** An option of the search page's category filter. */
export interface SearchCategory {
  value: ProductCategory;
  label: string;
}

/**
 * Lay language (content/lexicon): what a body site and a sensation mean together ("stomach" + "burns" is
 * heartburn), and idioms or other languages' phrases that name a symptom.
 */
export interface Lexicon {
  sensations: { id: string; words: string[] }[];
  /** `feels`: a sensation id to the symptom id it means at this site. */
  sites: { id: string; words: string[]; feels: Record<string, string> }[];
  phrases: { symptomId: string; words: string[] }[];
}

export interface Formulary {
  drugClasses: DrugClass[];
  ingredients: Ingredient[];
  conditions: Condition[];
  allergens: Allergen[];
  symptoms: Symptom[];
  /** The words people use for the symptoms. */
  lexicon: Lexicon;
  medications: Medication[];
  supplementCategories: SupplementCategory[];
  supplements: Supplement[];
  /** Most urgent first. */
  redFlags: RedFlag[];
  /** Lists shoppers pick from (content/categories), in the order shown. */
  searchCategories: SearchCategory[];
  /** Symptom names shown under an empty search box. */
  commonSymptoms: string[];
  /** The searches offered on the search page before any search. */
  quickSearches: string[];
  /**
   * Whole profile entries that mean there is nothing to check ("none", "n/a", "no allergies"): such an entry is
   * neither judged nor reported as unrecognised.
   */
  nothingToCheck: string[];
  /** Facts that apply to every product (the OTC label's pregnancy and breast-feeding statement). */
  general: { pregnancyOrBreastfeeding: Omit<Fact, 'severity'> };
}

/** A slice of the formulary contributed by one data module; formulary.ts merges the parts. */
export type FormularyPart = Partial<Omit<Formulary, 'general'>>;
