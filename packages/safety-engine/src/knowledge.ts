import type { Formulary, Medication } from '@otc/formulary';

/** What a free-text entry (an allergy, a current medicine) refers to. */
export interface Referent {
  ingredientIds: Set<string>;
  classIds: Set<string>;
}

/** Look-up tables built once from a formulary, so that judging a product is only set look-ups. */
export interface Knowledge {
  /** Lower-case phrase -> ingredients and classes it names (generic, synonym, brand, class name). */
  substanceTerms: Map<string, Referent>;
  /** Lower-case phrase -> condition id. */
  conditionTerms: Map<string, string>;
  classesOfIngredient: Map<string, string[]>;
  /** Only the classes whose members cross-react in allergy (an aspirin allergy reaches every NSAID). */
  allergyClassesOfIngredient: Map<string, string[]>;
  ingredientNames: Map<string, string>;
  classNames: Map<string, string>;
}

export const normaliseText = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function addSubstanceTerm(map: Map<string, Referent>, term: string, ingredientIds: string[], classIds: string[]): void {
  const key = normaliseText(term);
  if (!key) return;
  const entry = map.get(key) ?? { ingredientIds: new Set<string>(), classIds: new Set<string>() };
  ingredientIds.forEach((id) => entry.ingredientIds.add(id));
  classIds.forEach((id) => entry.classIds.add(id));
  map.set(key, entry);
}

const ingredientIdsOf = (medication: Medication): string[] => medication.activeIngredients.map((a) => a.ingredientId);

export function buildKnowledge(formulary: Formulary): Knowledge {
  const substanceTerms = new Map<string, Referent>();
  const classesOfIngredient = new Map<string, string[]>();
  const allergyClassesOfIngredient = new Map<string, string[]>();
  const crossReactive = new Set(formulary.drugClasses.filter((c) => c.allergyCrossReactive).map((c) => c.id));
  for (const ingredient of formulary.ingredients) {
    classesOfIngredient.set(ingredient.id, ingredient.classIds);
    allergyClassesOfIngredient.set(
      ingredient.id,
      ingredient.classIds.filter((id) => crossReactive.has(id)),
    );
    for (const term of [ingredient.id, ingredient.name, ...ingredient.synonyms]) {
      addSubstanceTerm(substanceTerms, term, [ingredient.id], []);
    }
  }
  for (const drugClass of formulary.drugClasses) {
    for (const term of [drugClass.id, drugClass.name, ...drugClass.synonyms]) {
      addSubstanceTerm(substanceTerms, term, [], [drugClass.id]);
    }
  }
  // A brand name stands for the ingredients inside it ('Advil' means ibuprofen).
  for (const medication of formulary.medications) {
    for (const term of [medication.name, ...medication.brandNames]) {
      addSubstanceTerm(substanceTerms, term, ingredientIdsOf(medication), []);
    }
  }
  const conditionTerms = new Map<string, string>();
  for (const condition of formulary.conditions) {
    for (const term of [condition.id, condition.name, ...condition.synonyms]) {
      conditionTerms.set(normaliseText(term), condition.id);
    }
  }
  const ingredientNames = new Map(formulary.ingredients.map((i) => [i.id, i.name]));
  const classNames = new Map(formulary.drugClasses.map((c) => [c.id, c.name]));
  return {
    substanceTerms,
    conditionTerms,
    classesOfIngredient,
    allergyClassesOfIngredient,
    ingredientNames,
    classNames,
  };
}

/**
 * Every known phrase that occurs as whole words in the text, so that 'Coumadin 5 mg daily'
 * finds 'coumadin' and 'history of high blood pressure' finds 'high blood pressure'.
 */
export function termsIn<T>(text: string, terms: Map<string, T>): T[] {
  const words = normaliseText(text).split(' ').filter(Boolean);
  const found: T[] = [];
  for (let start = 0; start < words.length; start++) {
    let phrase = '';
    for (let end = start; end < words.length && end - start < 6; end++) {
      phrase = phrase ? `${phrase} ${words[end]}` : words[end]!;
      const hit = terms.get(phrase);
      if (hit !== undefined) found.push(hit);
    }
  }
  return found;
}

/**
 * The ingredients and classes a list of free-text entries refers to. A named ingredient also brings its
 * classes: every class for medicines taken (interactions), only cross-reactive ones for allergies.
 */
export function resolveSubstances(
  knowledge: Knowledge,
  entries: string[],
  purpose: 'allergy' | 'medication',
): Referent {
  const classesOf = purpose === 'allergy' ? knowledge.allergyClassesOfIngredient : knowledge.classesOfIngredient;
  const result: Referent = { ingredientIds: new Set(), classIds: new Set() };
  for (const entry of entries) {
    for (const referent of termsIn(entry, knowledge.substanceTerms)) {
      referent.ingredientIds.forEach((id) => {
        result.ingredientIds.add(id);
        classesOf.get(id)?.forEach((c) => result.classIds.add(c));
      });
      referent.classIds.forEach((id) => result.classIds.add(id));
    }
  }
  return result;
}

export function resolveConditions(knowledge: Knowledge, entries: string[]): Set<string> {
  return new Set(entries.flatMap((entry) => termsIn(entry, knowledge.conditionTerms)));
}
