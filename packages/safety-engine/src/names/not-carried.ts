import type { Knowledge } from '../knowledge.js';
import { canonicalName } from '../product-name.js';
import { nameDistance } from './edit-distance.js';
import { nameIndexOf, type NameIndex } from './name-index.js';

/** A brand we do not list, and what is in it. */
export interface NotCarried {
  /** As the content writes it ('Panadol', 'Eliquis'). */
  name: string;
  /** The ingredient ids it contains (a combination's components). */
  ingredientIds: string[];
  /** Our products made of just those ingredients, plain generic first; empty when we list none. */
  productIds: string[];
}

/**
 * The brands the content names on an ingredient (`brandNames`: brands whose only active ingredient it is) that
 * no product of ours answers to: a search for one can say what it is instead of finding nothing.
 */
export class NotCarriedNames {
  private readonly byKey = new Map<string, NotCarried>();

  constructor(knowledge: Knowledge, names: NameIndex) {
    const products = [...knowledge.products.values()];
    for (const ingredient of knowledge.formulary.ingredients) {
      const ingredientIds = ingredient.componentIds?.length ? [...ingredient.componentIds] : [ingredient.id];
      const same = (ids: string[]) =>
        ids.length === ingredientIds.length && ids.every((id) => ingredientIds.includes(id));
      // The generic's own order (plain generic first) when it has one; otherwise the products made of the same.
      const generic = names.exact(canonicalName(ingredient.name));
      const productIds =
        generic?.kind === 'generic' && ingredientIds.length === 1
          ? generic.ids
          : products.filter((p) => same(p.ingredientIds)).map((p) => p.id);
      for (const name of ingredient.brandNames ?? []) {
        const key = canonicalName(name);
        // A name a product of ours answers to is carried, whatever the ingredient says.
        if (!key || names.exact(key) || this.byKey.has(key)) continue;
        this.byKey.set(key, { name, ingredientIds, productIds });
      }
    }
  }

  /** The brand a whole text names, exactly or within the name typo budget ('lipiter' is Lipitor), or null. */
  find(text: string): NotCarried | null {
    const key = canonicalName(text);
    if (!key) return null;
    const exact = this.byKey.get(key);
    if (exact) return exact;
    const words = key.split(' ').length;
    let best: { distance: number; brand: NotCarried } | undefined;
    for (const [name, brand] of this.byKey) {
      if (name.split(' ').length !== words) continue;
      const distance = nameDistance(key, name);
      if (distance < Infinity && (!best || distance < best.distance)) best = { distance, brand };
    }
    return best?.brand ?? null;
  }
}

const indexes = new WeakMap<Knowledge, NotCarriedNames>();

/** The not-carried brands of this knowledge, built on first use. */
export function notCarriedOf(knowledge: Knowledge): NotCarriedNames {
  const cached = indexes.get(knowledge);
  if (cached) return cached;
  const index = new NotCarriedNames(knowledge, nameIndexOf(knowledge));
  indexes.set(knowledge, index);
  return index;
}
