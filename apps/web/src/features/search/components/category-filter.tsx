import { useId } from 'react';

/** Spec section 9: the search page's category filter; the values are the API's (POST /api/search category). */
export const SEARCH_CATEGORIES = [
  { value: 'all', label: 'All Categories' },
  { value: 'pain-relief', label: 'NSAID (Pain Relief)' },
  { value: 'cold-flu', label: 'Decongestant (Cold & Flu)' },
  { value: 'allergies', label: 'Antihistamine (Allergies)' },
  { value: 'digestive', label: 'Antacid (Digestive)' },
] as const;

export function CategoryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Category
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        {SEARCH_CATEGORIES.map((category) => (
          <option key={category.value} value={category.value}>
            {category.label}
          </option>
        ))}
      </select>
    </div>
  );
}
