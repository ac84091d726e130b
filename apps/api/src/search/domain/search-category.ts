import type { ProductCategory } from '@otc/formulary';

/** An option of the search page's category filter: the value the API takes, its label, its products. */
export interface SearchCategoryOption {
  value: string;
  label: string;
  /** null: every product. */
  category: ProductCategory | null;
}

/** No filter: not a category of the content but the filter's first option (spec section 9). */
export const ALL_CATEGORIES: SearchCategoryOption = { value: 'all', label: 'All Categories', category: null };

/** Accepts the value ('cold-flu') or the label ('Decongestant (Cold & Flu)'), in any case; undefined if unknown. */
export function parseSearchCategory(input: string, options: SearchCategoryOption[]): SearchCategoryOption | undefined {
  const key = input.trim().toLowerCase();
  return options.find((c) => c.value === key || c.label.toLowerCase() === key);
}
