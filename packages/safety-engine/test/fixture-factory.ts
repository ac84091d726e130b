// Small made-up formularies built inside a test, so that each rule's meaning is pinned whatever the shipped
// content says. Every name here is invented (frobanoids, zelquin...): nothing in this file is a clinical fact.
import type {
  Allergen,
  Condition,
  DrugClass,
  Fact,
  Formulary,
  Ingredient,
  LabelFacts,
  Level,
  Medication,
  Source,
  Supplement,
} from '@otc/formulary';
import {
  buildKnowledge,
  emptyProfile,
  evaluateProduct,
  type HealthProfile,
  type Knowledge,
  type Verdict,
} from '../src/index.js';

/** A source whose address names the fact it backs, so a test can tell which fact a reason came from. */
export const sourceOf = (name: string): Source => ({
  title: `Test source: ${name}`,
  url: `https://example.test/${name}`,
});

export const avoidFact = (name: string, level: Level = 'ask-first'): Fact => ({
  severity: 'avoid',
  level,
  message: `${name}.`,
  source: sourceOf(name),
});
export const cautionFact = (name: string): Fact => ({
  severity: 'caution',
  message: `${name}.`,
  source: sourceOf(name),
});

export const drugClass = (id: string, fields: Partial<DrugClass> = {}): DrugClass => ({
  id,
  name: id.replace(/-/g, ' '),
  synonyms: [],
  allergyCrossReactive: false,
  ...fields,
});

export const ingredient = (id: string, fields: Partial<Ingredient> = {}): Ingredient => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  kind: 'otc',
  classIds: [],
  synonyms: [],
  source: sourceOf(`ingredient-${id}`),
  ...fields,
});

export const condition = (id: string, fields: Partial<Condition> = {}): Condition => ({
  id,
  name: id.replace(/-/g, ' '),
  synonyms: [],
  ...fields,
});

export const allergen = (id: string, fields: Partial<Allergen> = {}): Allergen => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  synonyms: [],
  ...fields,
});

const unreviewed = { reviewedBy: null, reviewedAt: null, label: null };

/** A medication containing the given ingredient ids; its label carries `label` facts. */
export const medication = (
  id: string,
  ingredientIds: string[],
  fields: Partial<Medication> & { label?: LabelFacts } = {},
): Medication => ({
  id,
  name: id,
  className: 'Test medicine',
  categories: ['pain-relief'],
  activeIngredients: ingredientIds.map((ingredientId) => ({ ingredientId, strength: '1 mg' })),
  uses: [],
  dose: { adult: 'As directed', pediatric: 'Ask a doctor' },
  summary: '',
  mechanism: '',
  warnings: [],
  sideEffects: [],
  interactions: [],
  contraindications: [],
  brandNames: [],
  source: sourceOf(`label-${id}`),
  label: {},
  review: unreviewed,
  ...fields,
});

export const supplement = (id: string, ingredientIds: string[], fields: Partial<Supplement> = {}): Supplement => ({
  id,
  name: id,
  ingredient: ingredientIds.join(', '),
  ingredientIds,
  categoryIds: [],
  uses: [],
  age_group: 'Adults',
  summary: '',
  evidence_strength: 'Weak',
  evidenceBasis: { summary: '', source: sourceOf(`evidence-${id}`) },
  dosage: '',
  interactions: [],
  contraindications: [],
  side_effects: [],
  warnings: [],
  source: sourceOf(`sheet-${id}`),
  label: {},
  review: unreviewed,
  ...fields,
});

/** The general label statement every systemic OTC medicine carries, as the fixtures word it. */
export const GENERAL_STATEMENT = 'General statement: ask a health professional.';

export const formularyOf = (parts: Partial<Omit<Formulary, 'general'>>): Formulary => ({
  drugClasses: [],
  ingredients: [],
  conditions: [],
  allergens: [],
  symptoms: [],
  lexicon: { sensations: [], sites: [], phrases: [] },
  medications: [],
  supplementCategories: [],
  supplements: [],
  redFlags: [],
  searchCategories: [],
  commonSymptoms: [],
  quickSearches: [],
  nothingToCheck: [],
  ...parts,
  general: { pregnancyOrBreastfeeding: { message: GENERAL_STATEMENT, source: sourceOf('general-statement') } },
});

export const knowledgeOf = (parts: Partial<Omit<Formulary, 'general'>>): Knowledge =>
  buildKnowledge(formularyOf(parts));

export const med = (name: string) => ({ name, dosage: 'As directed', frequency: '' });

export const person = (fields: Partial<HealthProfile> = {}): HealthProfile => ({ ...emptyProfile(), ...fields });

/** Judges a product of the knowledge for a person given by a few fields. */
export const judgeIn =
  (knowledge: Knowledge) =>
  (fields: Partial<HealthProfile>, productId: string): Verdict =>
    evaluateProduct(person(fields), productId, knowledge);

/** "code: message" lines of a verdict's reasons and cautions, for compact expectations. */
export const linesOf = (verdict: Verdict) => ({
  verdict: verdict.verdict,
  reasons: verdict.reasons.map((r) => `${r.code}: ${r.message}`),
  cautions: verdict.cautions.map((r) => `${r.code}: ${r.message}`),
});
