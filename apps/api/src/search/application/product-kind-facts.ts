import type { Formulary, Medication } from '@otc/formulary';
import { evaluateProducts, type Knowledge } from '@otc/safety-engine';
import type { ProductConstraint } from '../domain/product-constraints.js';
import { doseHoursOf, namedHoursOf, type KindReferent, type QualityFacts } from '../domain/product-kinds.js';

/** A class word as the constraint reader keys it: lower case, apostrophes dropped, other marks as single spaces. */
const keyOf = (phrase: string): string =>
  phrase
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The kinds of product a shopper may ask for: every content class that some listed product belongs to, by its
 * name and synonyms ("stool softener", "painkillers", "antacid"). A class nothing we list belongs to ("statin")
 * names no kind, so its words are left to the other readers.
 */
export function productKindsOf(formulary: Formulary, knowledge: Knowledge): Map<string, KindReferent> {
  const listed = new Set(
    [
      ...formulary.medications.flatMap((m) => m.activeIngredients.map((a) => a.ingredientId)),
      ...formulary.supplements.flatMap((s) => s.ingredientIds),
    ].flatMap((id) => knowledge.classesOfIngredient.get(id) ?? []),
  );
  const kinds = new Map<string, KindReferent>();
  for (const drugClass of formulary.drugClasses) {
    if (!listed.has(drugClass.id)) continue;
    for (const phrase of [drugClass.name, ...drugClass.synonyms]) {
      const key = keyOf(phrase);
      // Two letters ("ics") are too easily another word.
      // One or many: "allergy pill" as well as "allergy pills".
      const other = key.endsWith('s') ? key.slice(0, -1) : `${key}s`;
      for (const k of [key, other])
        if (key.length > 3 && !kinds.has(k)) kinds.set(k, { classIds: [drugClass.id], name: drugClass.name });
    }
  }
  return kinds;
}

/**
 * What the content says about a medication that the product qualities are checked against. `hardOnStomach`
 * is the engine's own verdict for a person with a stomach ulcer or bleeding (the NSAID and aspirin labels' stomach
 * bleeding warning), so "gentle on my stomach" follows the same facts as the safety check.
 */
export function medicationQualities(
  m: Medication,
  hardOnStomach: ReadonlySet<string>,
): Omit<QualityFacts, 'causesDrowsiness'> & { forEye: boolean } {
  const texts = [m.summary, m.mechanism, ...m.warnings];
  const names = [m.name, ...m.brandNames];
  const hours = [
    doseHoursOf([m.dose.adult, ...(m.directions?.bands ?? []).map((b) => b.text ?? '')]),
    namedHoursOf(names),
  ].filter((h): h is number => h !== null);
  return {
    worksOvernight: texts.some((t) => /\bovernight\b/i.test(t)),
    lastsHours: hours.length > 0 ? Math.max(...hours) : null,
    supplement: false,
    hardOnStomach: hardOnStomach.has(m.id),
    behindTheCounter: texts.some((t) => /\bbehind the (?:pharmacy )?counter\b/i.test(t)),
    forEye: /\beye\b/i.test(m.className) || names.some((n) => /\b(?:eye|ophthalmic)\b/i.test(n)),
  };
}

/** The medications the engine flags for someone with a stomach ulcer or bleeding. */
export function hardOnStomachIds(formulary: Formulary, knowledge: Knowledge): Set<string> {
  const ulcer = formulary.conditions.find((c) => c.id === 'stomach-ulcer');
  if (!ulcer) return new Set();
  const verdicts = evaluateProducts(
    {
      age: null,
      gender: null,
      allergies: [],
      medicalConditions: [ulcer.name],
      currentMedications: [],
      isPregnant: false,
      isBreastfeeding: false,
    },
    formulary.medications.map((m) => m.id),
    knowledge,
  );
  return new Set([...verdicts].filter(([, v]) => v.level !== null).map(([id]) => id));
}

/**
 * Whether every active ingredient of a medication is of a kind the shopper named: "stool softener" lists plain
 * docusate before docusate with senna. Always false when no kind was named.
 */
export function allOfKind(
  constraints: readonly ProductConstraint[],
  knowledge: Knowledge,
): (m: Pick<Medication, 'activeIngredients'>) => boolean {
  const kinds = constraints.flatMap((c) => (c.kind === 'of-kind' ? c.classIds : []));
  if (kinds.length === 0) return () => false;
  return (m) =>
    m.activeIngredients.every((a) =>
      (knowledge.classesOfIngredient.get(a.ingredientId) ?? []).some((id) => kinds.includes(id)),
    );
}
