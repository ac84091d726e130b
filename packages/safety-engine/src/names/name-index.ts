import type { Knowledge } from '../knowledge.js';
import { canonicalName, nameParts, STORE_BRAND_WORDS } from '../product-name.js';
import { nameDistance, nameKeyDistance, nameKeyOf, type NameKey } from './edit-distance.js';
import { brandFamilies } from './brand-families.js';

/** What a name stands for: a product's own name, a search name it lists, a brand family, or a generic. */
export type NameKind = 'name' | 'search-name' | 'family' | 'generic';

export interface NameEntry {
  /** As the content writes it ('Tylenol Extra Strength', 'Tylenol', 'paracetamol'). */
  label: string;
  /** The look-up form (canonicalName). */
  key: string;
  kind: NameKind;
  /** The products it means, best first, one per formulation. */
  ids: string[];
  /** Every product it means, best first, before keeping one per formulation. */
  all: string[];
}

export interface NameMatch {
  entry: NameEntry;
  /** The product ids, with those of the strengths asked for first ("ibuprofen 200mg"). */
  ids: string[];
  /** False when it matched only with a typo allowance. */
  exact: boolean;
}

/**
 * Every name a shopper may type for a product, built once per knowledge from the content: product names,
 * their search names, brand families ('Tylenol' for every Tylenol), and generic and international names
 * ('paracetamol'). Search, suggestions and the CLI all read names through it.
 */
export class NameIndex {
  readonly entries: NameEntry[];
  private readonly byKey = new Map<string, NameEntry>();
  private readonly strengths = new Map<string, Set<string>>();
  private readonly onePerFormulation: (ids: string[]) => string[];

  constructor(knowledge: Knowledge) {
    const medications = new Map(knowledge.formulary.medications.map((m) => [m.id, m]));
    const supplements = new Map(knowledge.formulary.supplements.map((s) => [s.id, s]));
    const products = [...knowledge.products.values()];
    // The same formulation sold under several names is one choice: an entry lists it once.
    const formulation = (id: string): string => {
      const m = medications.get(id);
      if (!m) return id;
      const parts = m.activeIngredients.map((a) => `${a.ingredientId}:${a.strength.toLowerCase().replace(/\s+/g, '')}`);
      return parts.sort().join('+') + (m.localUse ? ':local' : '');
    };
    const onePerFormulation = (this.onePerFormulation = (ids: string[]) => {
      const seen = new Set<string>();
      return ids.filter((id) => !seen.has(formulation(id)) && seen.add(formulation(id)));
    });
    const namesOf = (id: string): string[] => {
      const p = knowledge.products.get(id)!;
      return [p.name, ...(medications.get(id)?.brandNames ?? supplements.get(id)?.searchNames ?? [])];
    };
    for (const p of products) {
      const m = medications.get(p.id);
      const texts = [p.name, ...(m?.activeIngredients.map((a) => a.strength) ?? [])];
      this.strengths.set(p.id, new Set(texts.flatMap((t) => nameParts(t).strengths)));
    }
    const byLength = (a: string, b: string) => {
      const [x, y] = [knowledge.products.get(a)!.name, knowledge.products.get(b)!.name];
      return x.length - y.length || x.localeCompare(y);
    };

    const entries: NameEntry[] = [];
    const add = (label: string, kind: NameKind, ids: string[]) => {
      const key = canonicalName(label);
      if (!key || ids.length === 0 || this.byKey.has(key)) return;
      const entry = { label, key, kind, ids: onePerFormulation(ids), all: ids };
      this.byKey.set(key, entry);
      entries.push(entry);
    };

    // A family comes first: 'Advil' lists the Advil product first, then every other Advil.
    for (const family of brandFamilies(
      knowledge,
      products.map((p) => ({ id: p.id, names: namesOf(p.id) })),
    ))
      add(family.label, 'family', family.ids);
    // A product's own name means that product, then any other formulation that lists it as a search name.
    const listers = new Map<string, string[]>();
    for (const p of products)
      for (const name of namesOf(p.id).slice(1))
        listers.set(canonicalName(name), [...(listers.get(canonicalName(name)) ?? []), p.id]);
    for (const p of products) add(p.name, 'name', [p.id, ...(listers.get(canonicalName(p.name)) ?? [])]);
    for (const p of products)
      for (const name of namesOf(p.id).slice(1)) add(name, 'search-name', [...listers.get(canonicalName(name))!]);
    // A generic name means the products of that ingredient alone, the plain generic first.
    for (const ingredient of knowledge.formulary.ingredients) {
      if (ingredient.componentIds?.length) continue;
      const alone = products.filter((p) => p.ingredientIds.length === 1 && p.ingredientIds[0] === ingredient.id);
      const plain = canonicalName(ingredient.name);
      const isGeneric = (id: string) => canonicalName(knowledge.products.get(id)!.name).startsWith(plain);
      const ids = alone
        .map((p) => p.id)
        .sort((a, b) => Number(!isGeneric(a)) - Number(!isGeneric(b)) || byLength(a, b));
      for (const name of [ingredient.name, ...ingredient.synonyms]) add(name, 'generic', ids);
    }
    this.entries = entries;
    this.leadMisspellingsToTheirFamily();
  }

  /**
   * A misspelling a presentation lists ('zyrtek' on Zyrtec) means what the brand means: the whole family, as
   * 'zyrtec' does. It is a name within the typo budget of a family's name, all of whose products are in it.
   */
  private leadMisspellingsToTheirFamily(): void {
    const families = this.entries.filter((e) => e.kind === 'family');
    for (const entry of this.entries) {
      if (entry.kind === 'generic' || entry.kind === 'name') continue;
      const words = entry.key.split(' ').length;
      const family = families.find(
        (f) =>
          f !== entry &&
          f.key.split(' ').length === words &&
          entry.all.every((id) => f.all.includes(id)) &&
          nameDistance(entry.key, f.key) < Infinity,
      );
      if (family) Object.assign(entry, { ids: family.ids, all: family.all });
    }
  }

  /** The entry for a name already in key form (canonicalName). */
  exact(key: string): NameEntry | undefined {
    return this.byKey.get(key);
  }

  /**
   * What a whole text names: its exact name, else the name without strengths and form words ("ibuprofen 200mg
   * tablets", preferring the strengths stated), else, with `fuzzy`, the closest name within the typo budget.
   */
  resolve(text: string, options: { fuzzy: boolean } = { fuzzy: true }): NameMatch | null {
    const key = canonicalName(text);
    if (!key) return null;
    const exact = this.byKey.get(key);
    if (exact) return { entry: exact, ids: exact.ids, exact: true };
    const { base, strengths } = nameParts(text);
    const loose = base ? this.byKey.get(base) : undefined;
    if (loose) return { entry: loose, ids: this.preferStrengths(loose, strengths), exact: true };
    const storeBrand = this.storeBrand(base, strengths);
    if (storeBrand) return storeBrand;
    const near = options.fuzzy && base ? this.closest(base) : undefined;
    return near ? { entry: near, ids: this.preferStrengths(near, strengths), exact: false } : null;
  }

  /** The closest name of the same word count within the name typo budget (see nameDistance), or undefined. */
  closest(key: string): NameEntry | undefined {
    const words = key.split(' ').length;
    const typed = nameKeyOf(key);
    let best: { distance: number; entry: NameEntry } | undefined;
    for (const { entry, name } of this.keyed()) {
      if (entry.key.split(' ').length !== words) continue;
      const distance = nameKeyDistance(typed, name);
      if (distance < Infinity && (!best || distance < best.distance)) best = { distance, entry };
    }
    return best?.entry;
  }

  // Each entry's spelling made ready for comparison once, on first use.
  private keyedEntries?: { entry: NameEntry; name: NameKey }[];
  private keyed(): { entry: NameEntry; name: NameKey }[] {
    return (this.keyedEntries ??= this.entries.map((entry) => ({ entry, name: nameKeyOf(entry.key) })));
  }

  // Among an entry's products, those of the strengths stated first; then one per formulation.
  private preferStrengths(entry: NameEntry, strengths: string[]): string[] {
    if (strengths.length === 0) return entry.ids;
    const states = (id: string) => strengths.every((s) => this.strengths.get(id)?.has(s));
    return this.onePerFormulation([...entry.all.filter(states), ...entry.all.filter((id) => !states(id))]);
  }

  /**
   * A store brand sold by its generic name ("up&up cetirizine 10 mg"): the generic's products, when every other
   * word is a store brand's. Any other word ("cold", "PM") may name a combination and leaves the name unknown.
   */
  private storeBrand(base: string, strengths: string[]): NameMatch | null {
    const words = base.split(' ').filter(Boolean);
    for (let start = 0; start < words.length; start++)
      for (let end = words.length; end > start; end--) {
        const entry = this.byKey.get(words.slice(start, end).join(' '));
        if (entry?.kind !== 'generic') continue;
        const others = [...words.slice(0, start), ...words.slice(end)];
        if (others.length > 0 && others.every((w) => STORE_BRAND_WORDS.has(w)))
          return { entry, ids: this.preferStrengths(entry, strengths), exact: true };
      }
    return null;
  }
}

const indexes = new WeakMap<Knowledge, NameIndex>();

/** The name index of this knowledge, built on first use. */
export function nameIndexOf(knowledge: Knowledge): NameIndex {
  const cached = indexes.get(knowledge);
  if (cached) return cached;
  const index = new NameIndex(knowledge);
  indexes.set(knowledge, index);
  return index;
}
