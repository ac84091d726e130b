import { evaluateResolved } from './evaluate.js';
import { representatives } from './formulation-key.js';
import type { Knowledge } from './knowledge.js';
import { resolveProfile, type ResolvedProfile } from './resolve-profile.js';
import type { HealthProfile, PreparedProduct, Reason, Verdict } from './types.js';

/** A product offered instead of an avoided one: judged safe for the person, for the same symptoms. */
export interface SaferOption {
  id: string;
  name: string;
}

/** The most options listed under one avoided product. */
export const MAX_SAFER_OPTIONS = 3;

/** What a product treats and where it is shelved (symptom ids, category ids), by product id. */
interface Shelf {
  uses: string[];
  categories: string[];
  /** Place in the content's own order (medicines first, as listed; then supplements). */
  order: number;
  /** The name of the medicine its group is shown under (see `representatives`); a supplement's own. */
  shownAs: string;
  /** Place in the order of `shownAs`, then `order`: the last tie-break, compared as a number. */
  nameRank: number;
  /** Its mix of ingredients (see `mixOf`). */
  mix: string;
}

/** The shelf, and every product by what it treats: options are looked for among those, not the whole catalogue. */
interface Shelves {
  shelf: Map<string, Shelf>;
  byUse: Map<string, PreparedProduct[]>;
}

// Uses and categories live on the formulary items, not on the prepared products; index them once per knowledge.
const shelves = new WeakMap<Knowledge, Shelves>();
function shelvesOf(knowledge: Knowledge): Shelves {
  let built = shelves.get(knowledge);
  if (!built) {
    const { medications, supplements } = knowledge.formulary;
    const shownAs = representatives(medications);
    const mixes = new Map([...knowledge.products.values()].map((p) => [p.id, mixOf(p)]));
    const entries = [
      ...medications.map((m, order): [string, Omit<Shelf, 'nameRank'>] => [
        m.id,
        {
          uses: m.uses,
          categories: m.categories,
          order,
          shownAs: shownAs.get(m.id)?.name ?? m.name,
          mix: mixes.get(m.id) ?? '',
        },
      ]),
      ...supplements.map((s, i): [string, Omit<Shelf, 'nameRank'>] => [
        s.id,
        {
          uses: s.uses,
          categories: s.categoryIds,
          order: medications.length + i,
          shownAs: s.name,
          mix: mixes.get(s.id) ?? '',
        },
      ]),
    ];
    const ranked = [...entries].sort(([, a], [, b]) => a.shownAs.localeCompare(b.shownAs) || a.order - b.order);
    const nameRank = new Map(ranked.map(([id], rank) => [id, rank]));
    const shelf = new Map(entries.map(([id, entry]) => [id, { ...entry, nameRank: nameRank.get(id)! }]));
    const byUse = new Map<string, PreparedProduct[]>();
    for (const product of knowledge.products.values()) {
      for (const use of new Set(shelf.get(product.id)?.uses ?? [])) {
        const list = byUse.get(use) ?? [];
        list.push(product);
        byUse.set(use, list);
      }
    }
    built = { shelf, byUse };
    shelves.set(knowledge, built);
  }
  return built;
}

/** An ingredient with the parts of a combination it is, or that it is a part of. */
function withComponents(ids: Iterable<string>, knowledge: Knowledge): Set<string> {
  const out = new Set(ids);
  for (const ingredient of knowledge.formulary.ingredients) {
    const parts = ingredient.componentIds ?? [];
    if (out.has(ingredient.id)) parts.forEach((p) => out.add(p));
    else if (parts.some((p) => out.has(p))) out.add(ingredient.id);
  }
  return out;
}

/**
 * What caused an avoid, as ingredients and classes no option may contain. A reason written on an ingredient or a
 * class the product holds names its culprit; any other (the product's own label, a medicine the person takes
 * warning against something in it) cannot be pinned to one ingredient, so every ingredient of the product counts.
 */
function culprits(product: PreparedProduct, reasons: Reason[], knowledge: Knowledge) {
  const ingredientIds = new Set<string>();
  const classIds = new Set<string>();
  for (const { origin } of reasons) {
    if (origin.kind === 'ingredient' && product.ingredientIds.includes(origin.id)) ingredientIds.add(origin.id);
    else if (origin.kind === 'class' && product.classIds.has(origin.id)) {
      classIds.add(origin.id);
      for (const id of product.ingredientIds)
        if (knowledge.classesOfIngredient.get(id)?.includes(origin.id)) ingredientIds.add(id);
    } else product.ingredientIds.forEach((id) => ingredientIds.add(id));
  }
  return { ingredientIds: withComponents(ingredientIds, knowledge), classIds };
}

// One choice per mix of ingredients: Advil, Motrin IB and store ibuprofen are one option, not three.
const mixOf = (p: PreparedProduct) => [...new Set(p.ingredientIds)].sort().join('+');

/** What an answer already knows: verdicts reached for this person, and the symptoms asked about. */
export interface SaferOptionsContext {
  /** Verdicts already reached for this person (the answer's own); the rest are judged as needed. */
  judged?: ReadonlyMap<string, Verdict>;
  /**
   * Symptom ids the person asked about. An option must then treat one of them that the avoided product treats
   * (a cough medicine is replaced by one for cough, not by a nose spray that shares 'common cold'); when the
   * avoided product treats none of them (it was named outright), any of its uses will do.
   */
  symptomIds?: readonly string[];
}

/**
 * For each avoided product, up to 3 products of the same kind judged safe for this person that treat the same
 * symptoms: most of the symptoms asked about first, then most uses shared, then the same category, then by the name
 * the search lists it under; a brand before its store brands.
 * None contains what caused the avoid (the ingredient, or the cross-reacting class).
 */
export function saferOptionsResolved(
  person: ResolvedProfile,
  avoided: ReadonlyMap<string, Verdict>,
  knowledge: Knowledge,
  { judged = new Map(), symptomIds = [] }: SaferOptionsContext = {},
): Map<string, SaferOption[]> {
  const { shelf, byUse } = shelvesOf(knowledge);
  const verdicts = new Map(judged);
  const verdictOf = (id: string) => {
    let verdict = verdicts.get(id);
    if (!verdict) verdicts.set(id, (verdict = evaluateResolved(person, id, knowledge)));
    return verdict;
  };
  const result = new Map<string, SaferOption[]>();
  for (const [avoidedId, verdict] of avoided) {
    const product = knowledge.products.get(avoidedId);
    const own = shelf.get(avoidedId);
    if (!product || !own || verdict.verdict !== 'avoid') continue;
    const uses = new Set(own.uses);
    const asked = symptomIds.filter((id) => uses.has(id));
    const needed = new Set(asked.length > 0 ? asked : own.uses);
    const categories = new Set(own.categories);
    const cause = culprits(product, verdict.reasons, knowledge);
    // Only products treating a needed symptom can qualify.
    const candidates = new Set([...needed].flatMap((use) => byUse.get(use) ?? []));
    const options = [...candidates]
      .filter((c) => c.id !== avoidedId && c.kind === product.kind)
      .map((candidate) => {
        const theirs = shelf.get(candidate.id)!;
        return {
          candidate,
          theirs,
          needed: theirs.uses.filter((u) => needed.has(u)).length,
          shared: theirs.uses.filter((u) => uses.has(u)).length,
          sameCategory: theirs.categories.some((c) => categories.has(c)),
        };
      })
      .filter(({ candidate, needed }) => needed > 0 && !contains(candidate, cause))
      .sort(
        (a, b) =>
          b.needed - a.needed ||
          b.shared - a.shared ||
          Number(b.sameCategory) - Number(a.sameCategory) ||
          // By the name the search lists the group under, and within it the first as the content lists it: the
          // option is then the very entry the search shows (Vicks DayQuil, not a store brand of it).
          a.theirs.nameRank - b.theirs.nameRank,
      );
    const picked: SaferOption[] = [];
    const mixes = new Set([own.mix]);
    for (const { candidate, theirs } of options) {
      if (picked.length === MAX_SAFER_OPTIONS) break;
      if (mixes.has(theirs.mix)) continue;
      // Judged last, and only as far as needed: most candidates are never reached.
      if (verdictOf(candidate.id).verdict !== 'safe') continue;
      mixes.add(theirs.mix);
      picked.push({ id: candidate.id, name: candidate.name });
    }
    result.set(avoidedId, picked);
  }
  return result;
}

const contains = (candidate: PreparedProduct, cause: ReturnType<typeof culprits>) =>
  candidate.ingredientIds.some((id) => cause.ingredientIds.has(id)) ||
  [...cause.classIds].some((id) => candidate.classIds.has(id));

/** `saferOptionsResolved` for a profile not yet resolved. */
export function saferOptions(
  profile: HealthProfile,
  avoided: ReadonlyMap<string, Verdict>,
  knowledge: Knowledge,
  context?: SaferOptionsContext,
): Map<string, SaferOption[]> {
  return saferOptionsResolved(resolveProfile(profile, knowledge), avoided, knowledge, context);
}
