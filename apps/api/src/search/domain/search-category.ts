import type { ProductCategory } from '@otc/formulary';

/** The search page's category filter (spec section 9): display label -> product category, null for all. */
export const SEARCH_CATEGORIES: { value: string; label: string; category: ProductCategory | null }[] = [
  { value: 'all', label: 'All Categories', category: null },
  { value: 'pain-relief', label: 'NSAID (Pain Relief)', category: 'pain-relief' },
  { value: 'cold-flu', label: 'Decongestant (Cold & Flu)', category: 'cold-flu' },
  { value: 'allergies', label: 'Antihistamine (Allergies)', category: 'allergies' },
  { value: 'digestive', label: 'Antacid (Digestive)', category: 'digestive' },
];

/** Accepts the value ('cold-flu') or the label ('Decongestant (Cold & Flu)'), in any case; undefined if unknown. */
export function parseSearchCategory(input: string): (typeof SEARCH_CATEGORIES)[number] | undefined {
  const key = input.trim().toLowerCase();
  return SEARCH_CATEGORIES.find((c) => c.value === key || c.label.toLowerCase() === key);
}
