import type { Formulary, InteractionFact, LabelFacts, Supplement } from '@otc/formulary';
import { normaliseText } from './text.js';
import type { Origin, PreparedFacts, PreparedProduct, Product, Sited } from './types.js';

/** What a free-text entry (an allergy, a current medicine) refers to. */
export interface Referent {
  ingredientIds: string[];
  classIds: string[];
  allergenIds: string[];
}

/** Look-up tables built once from a formulary, so that judging a product is only set look-ups. */
export interface Knowledge {
  formulary: Formulary;
  /** Lower-case phrase -> ingredients, classes and allergens it names (generic, synonym, brand, class, product). */
  substanceTerms: Map<string, Referent>;
  /** Lower-case phrase -> condition id. */
  conditionTerms: Map<string, string>;
  conditionAncestors: Map<string, string[]>;
  /** Normalised whole entries that mean "nothing to check" ('none', 'n a', 'no known allergies'). */
  nothingToCheck: Set<string>;
  /** Class id -> itself and every ancestor. */
  classAncestors: Map<string, string[]>;
  /** Ingredient id -> its classes and their ancestors. */
  classesOfIngredient: Map<string, string[]>;
  /** Ingredient id -> only classes whose members cross-react in allergy (an aspirin allergy reaches every NSAID). */
  allergyClassesOfIngredient: Map<string, string[]>;
  ingredientNames: Map<string, string>;
  classNames: Map<string, string>;
  allergenNames: Map<string, string>;
  /** Every medication and supplement with its facts gathered, by id. */
  products: Map<string, PreparedProduct>;
  /** Ingredient id -> interaction facts of the ingredient and its classes (what taking it warns against). */
  interactionsOfIngredient: Map<string, Sited<InteractionFact>[]>;
}

function ancestorsOf(id: string, parents: Map<string, string[]>, seen = new Set<string>()): string[] {
  if (seen.has(id)) return [];
  seen.add(id);
  return [id, ...(parents.get(id) ?? []).flatMap((parent) => ancestorsOf(parent, parents, seen))];
}

const unique = <T>(items: T[]): T[] => [...new Set(items)];

function addTerm(map: Map<string, Referent>, term: string, referent: Partial<Referent>): void {
  const key = normaliseText(term);
  if (!key) return;
  const entry = map.get(key) ?? { ingredientIds: [], classIds: [], allergenIds: [] };
  map.set(key, {
    ingredientIds: unique([...entry.ingredientIds, ...(referent.ingredientIds ?? [])]),
    classIds: unique([...entry.classIds, ...(referent.classIds ?? [])]),
    allergenIds: unique([...entry.allergenIds, ...(referent.allergenIds ?? [])]),
  });
}

/** A product's, ingredient's or class's facts, each marked with where it was written. */
interface SitedFacts {
  conditions: PreparedFacts['conditions'];
  interactions: PreparedFacts['interactions'];
  ages: PreparedFacts['ages'];
  allergyAlerts: PreparedFacts['allergyAlerts'];
  pregnancy?: Sited<NonNullable<LabelFacts['pregnancy']>>;
  breastfeeding?: Sited<NonNullable<LabelFacts['breastfeeding']>>;
}

// Marked once per place it was written, so that every product reached by a class fact shares one object
// (the interaction rule tells a product's own facts from a taken medicine's by identity).
function siteFacts(facts: LabelFacts | undefined, origin: Origin): SitedFacts {
  const site = <T extends object>(fact: T): Sited<T> => ({ ...fact, origin });
  return {
    conditions: (facts?.conditions ?? []).map(site),
    interactions: (facts?.interactions ?? []).map(site),
    ages: (facts?.ages ?? []).map(site),
    allergyAlerts: (facts?.allergyAlerts ?? []).map(site),
    ...(facts?.pregnancy ? { pregnancy: site(facts.pregnancy) } : {}),
    ...(facts?.breastfeeding ? { breastfeeding: site(facts.breastfeeding) } : {}),
  };
}

function gatherFacts(present: SitedFacts[]): PreparedFacts {
  // The same class fact reaches a combination product once per ingredient; keep one of each. Facts are the same
  // only when everything but where they were written matches: shared wording on two conditions, or an avoid and a
  // caution worded alike, are different facts and must both be weighed.
  const sameFact = ({ origin: _origin, ...fact }: { origin: Origin }) => JSON.stringify(fact);
  const dedupe = <T extends { origin: Origin }>(facts: T[]) => [
    ...new Map(facts.map((f) => [sameFact(f), f])).values(),
  ];
  return {
    conditions: dedupe(present.flatMap((f) => f.conditions)),
    interactions: dedupe(present.flatMap((f) => f.interactions)),
    ages: dedupe(present.flatMap((f) => f.ages)),
    allergyAlerts: dedupe(present.flatMap((f) => f.allergyAlerts)),
    pregnancy: dedupe(present.flatMap((f) => (f.pregnancy ? [f.pregnancy] : []))),
    breastfeeding: dedupe(present.flatMap((f) => (f.breastfeeding ? [f.breastfeeding] : []))),
  };
}

export const productsOf = (formulary: Formulary): Product[] => [
  ...formulary.medications.map((item): Product => ({ kind: 'medication', item })),
  ...formulary.supplements.map((item): Product => ({ kind: 'supplement', item })),
];

const ingredientIdsOf = (product: Product): string[] =>
  product.kind === 'medication'
    ? product.item.activeIngredients.map((a) => a.ingredientId)
    : (product.item as Supplement).ingredientIds;

/**
 * The content's class of prescription medicines (classes/prescription-medicine.yaml). No ingredient lists it: every
 * ingredient of kind `rx` belongs to it, so a label line "ask a doctor or pharmacist before use if you are taking a
 * prescription drug" can name it as its interaction target.
 */
export const PRESCRIPTION_MEDICINE_CLASS = 'prescription-medicine';

export function buildKnowledge(formulary: Formulary): Knowledge {
  const hasPrescriptionClass = formulary.drugClasses.some((c) => c.id === PRESCRIPTION_MEDICINE_CLASS);
  const prescriptionClassOf = (kind: string): string[] =>
    kind === 'rx' && hasPrescriptionClass ? [PRESCRIPTION_MEDICINE_CLASS] : [];
  const classParents = new Map(formulary.drugClasses.map((c) => [c.id, c.parentIds ?? []]));
  const classAncestors = new Map(formulary.drugClasses.map((c) => [c.id, ancestorsOf(c.id, classParents)]));
  const classFacts = new Map(
    formulary.drugClasses.map((c) => [c.id, siteFacts(c.facts, { kind: 'class', id: c.id, name: c.name })]),
  );
  const ingredientFacts = new Map(
    formulary.ingredients.map((i) => [i.id, siteFacts(i.facts, { kind: 'ingredient', id: i.id, name: i.name })]),
  );
  const crossReactive = new Set(formulary.drugClasses.filter((c) => c.allergyCrossReactive).map((c) => c.id));
  const ingredientsById = new Map(formulary.ingredients.map((i) => [i.id, i]));

  const classesOfIngredient = new Map<string, string[]>();
  const allergyClassesOfIngredient = new Map<string, string[]>();
  const substanceTerms = new Map<string, Referent>();
  // A combination's classes include its components' (Percocet is an opioid and a pain reliever).
  const ownClassIds = (id: string, seen = new Set<string>()): string[] => {
    const ingredient = ingredientsById.get(id);
    if (!ingredient || seen.has(id)) return [];
    seen.add(id);
    return [...ingredient.classIds, ...(ingredient.componentIds ?? []).flatMap((c) => ownClassIds(c, seen))];
  };
  for (const ingredient of formulary.ingredients) {
    const classes = unique(
      [...ownClassIds(ingredient.id), ...prescriptionClassOf(ingredient.kind)].flatMap(
        (id) => classAncestors.get(id) ?? [id],
      ),
    );
    classesOfIngredient.set(ingredient.id, classes);
    allergyClassesOfIngredient.set(
      ingredient.id,
      classes.filter((id) => crossReactive.has(id)),
    );
    const referent = { ingredientIds: [ingredient.id, ...(ingredient.componentIds ?? [])] };
    for (const term of [ingredient.id, ingredient.name, ...ingredient.synonyms, ...(ingredient.brandNames ?? [])]) {
      addTerm(substanceTerms, term, referent);
    }
  }
  for (const drugClass of formulary.drugClasses) {
    for (const term of [drugClass.id, drugClass.name, ...drugClass.synonyms])
      addTerm(substanceTerms, term, { classIds: [drugClass.id] });
  }
  for (const allergen of formulary.allergens) {
    for (const term of [allergen.id, allergen.name, ...allergen.synonyms]) {
      addTerm(substanceTerms, term, {
        allergenIds: [allergen.id],
        classIds: allergen.classIds ?? [],
        ingredientIds: allergen.ingredientIds ?? [],
      });
    }
  }

  const factsOf = (ids: Iterable<string>, from: Map<string, SitedFacts>): SitedFacts[] =>
    [...ids].flatMap((id) => from.get(id) ?? []);
  // Allergy alerts hold whatever the route: a cream can cause a reaction as well as a pill.
  const allergyAlertsOf = (facts: SitedFacts[]): SitedFacts[] =>
    facts.map((f) => ({ conditions: [], interactions: [], ages: [], allergyAlerts: f.allergyAlerts }));

  const products = new Map<string, PreparedProduct>();
  for (const product of productsOf(formulary)) {
    const ingredientIds = ingredientIdsOf(product);
    // A product's name stands for what is in it ('NyQuil' means acetaminophen, dextromethorphan, doxylamine).
    const names =
      product.kind === 'medication'
        ? [product.item.name, ...product.item.brandNames]
        : [product.item.name, ...((product.item as Supplement).searchNames ?? [])];
    for (const name of names)
      addTerm(substanceTerms, name, { ingredientIds, allergenIds: product.item.allergenIds ?? [] });
    const classIds = new Set(ingredientIds.flatMap((id) => classesOfIngredient.get(id) ?? []));
    const origin: Origin = {
      kind: product.kind === 'medication' ? 'product' : 'supplement',
      id: product.item.id,
      name: product.item.name,
    };
    const reaching = [...factsOf(ingredientIds, ingredientFacts), ...factsOf(classIds, classFacts)];
    const own = siteFacts(product.item.label, origin);
    products.set(product.item.id, {
      kind: product.kind,
      id: product.item.id,
      name: product.item.name,
      source: product.item.source,
      ingredientIds,
      classIds,
      allergenIds: product.item.allergenIds ?? [],
      origin,
      facts: gatherFacts(
        product.kind === 'medication' && product.item.localUse
          ? [own, ...allergyAlertsOf(reaching)]
          : [own, ...reaching],
      ),
    });
  }

  const interactionsOfIngredient = new Map(
    formulary.ingredients.map((i) => [
      i.id,
      [
        ...(ingredientFacts.get(i.id)?.interactions ?? []),
        ...(classesOfIngredient.get(i.id) ?? []).flatMap((c) => classFacts.get(c)?.interactions ?? []),
      ],
    ]),
  );

  const conditionParents = new Map(formulary.conditions.map((c) => [c.id, c.parentIds ?? []]));
  const conditionTerms = new Map<string, string>();
  for (const condition of formulary.conditions) {
    for (const term of [condition.id, condition.name, ...condition.synonyms])
      conditionTerms.set(normaliseText(term), condition.id);
  }
  return {
    formulary,
    substanceTerms,
    conditionTerms,
    nothingToCheck: new Set(formulary.nothingToCheck.map(normaliseText)),
    conditionAncestors: new Map(formulary.conditions.map((c) => [c.id, ancestorsOf(c.id, conditionParents)])),
    classAncestors,
    classesOfIngredient,
    allergyClassesOfIngredient,
    ingredientNames: new Map(formulary.ingredients.map((i) => [i.id, i.name])),
    classNames: new Map(formulary.drugClasses.map((c) => [c.id, c.name])),
    allergenNames: new Map(formulary.allergens.map((a) => [a.id, a.name])),
    products,
    interactionsOfIngredient,
  };
}
