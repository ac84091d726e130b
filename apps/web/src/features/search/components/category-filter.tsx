import { useGetSearchCategoriesQuery } from '@otc/api-contract';
import { useId } from 'react';

/** Spec section 9: the search page's category filter; the options are the API's (content/categories). */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const { data: categories } = useGetSearchCategoriesQuery();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Category
      </label>
      <select
        id={id}
        value={value}
        disabled={!categories}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 min-w-40 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-50"
      >
        {categories?.map((category) => (
          <option key={category.value} value={category.value}>
            {category.label}
          </option>
        ))}
      </select>
    </div>
  );
}
