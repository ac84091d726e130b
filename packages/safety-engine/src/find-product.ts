import type { Knowledge } from './knowledge.js';
import { normaliseText } from './text.js';
import type { PreparedProduct } from './types.js';

/**
 * The product a shopper means by a name: a product or brand name ('Claritin-D'), or a generic or supplement
 * name ('ibuprofen', 'fish oil'), which means the single-ingredient product of that ingredient. A search name a
 * product lists is tried before the generic look-up, so it finds that product's own form and strength.
 * Matching ignores case and punctuation. Null when nothing matches.
 */
export function findProduct(knowledge: Knowledge, name: string): PreparedProduct | null {
  const key = normaliseText(name);
  if (!key) return null;
  const products = [...knowledge.products.values()];
  const byName = products.find((p) => normaliseText(p.name) === key);
  if (byName) return byName;

  // A name a product's own card lists ('Motrin IB' on 'Ibuprofen 200 mg', "Children's Zyrtec" on the children's
  // syrup) leads to that product, before a generic of the same ingredient in another form or strength.
  for (const medication of knowledge.formulary.medications) {
    if (medication.brandNames.some((brand) => normaliseText(brand) === key))
      return knowledge.products.get(medication.id) ?? null;
  }
  // The same for a supplement's brands ('Caltrate 600+D' on 'Calcium 600 mg + Vitamin D3').
  for (const supplement of knowledge.formulary.supplements) {
    if ((supplement.searchNames ?? []).some((name) => normaliseText(name) === key))
      return knowledge.products.get(supplement.id) ?? null;
  }

  const referent = knowledge.substanceTerms.get(key);
  const ingredientId = referent?.ingredientIds.length === 1 ? referent.ingredientIds[0] : undefined;
  if (ingredientId) {
    const single = products.filter((p) => p.ingredientIds.length === 1 && p.ingredientIds[0] === ingredientId);
    // Prefer the generic ('Ibuprofen 200 mg') over brands of the same ingredient, then the shortest name.
    const ingredientName = normaliseText(knowledge.ingredientNames.get(ingredientId) ?? '');
    const ranked = single.sort(
      (a, b) =>
        Number(!normaliseText(a.name).startsWith(ingredientName)) -
          Number(!normaliseText(b.name).startsWith(ingredientName)) ||
        a.name.length - b.name.length ||
        a.name.localeCompare(b.name),
    );
    if (ranked[0]) return ranked[0];
  }

  return null;
}
