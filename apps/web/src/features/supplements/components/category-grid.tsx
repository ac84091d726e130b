import { useGetSupplementCategoriesQuery } from '@otc/api-contract';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { cardClass } from '../../../components/ui/card';

// A card that is a button: the whole tile picks the category.
const tileClass =
  'group flex h-full w-full items-center justify-between gap-3 text-left text-sm font-medium sm:text-base text-slate-900 transition hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

interface CategoryGridProps {
  onSelect: (category: string) => void;
  /** The category the visitor just came back from: its button gets the focus again. */
  returnFocusTo?: string;
}

export function CategoryGrid({ onSelect, returnFocusTo }: CategoryGridProps) {
  const { data: categories, isLoading, isError, refetch } = useGetSupplementCategoriesQuery();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (returnFocusTo && categories) buttons.current.get(returnFocusTo)?.focus();
  }, [returnFocusTo, categories]);

  if (isLoading) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading categories...
      </p>
    );
  }
  if (isError || !categories) {
    return (
      <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
        <p>We're sorry, the supplement categories could not be loaded right now.</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby="supplement-categories-heading">
      <h2 id="supplement-categories-heading" className="text-xl font-semibold text-slate-900">
        Browse by category
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category}>
            <button
              type="button"
              ref={(node) => {
                if (node) buttons.current.set(category, node);
                else buttons.current.delete(category);
              }}
              onClick={() => onSelect(category)}
              className={cardClass({ padding: 'sm', className: tileClass })}
            >
              <span>{category}</span>
              <span aria-hidden="true" className="text-brand-700 transition group-hover:translate-x-0.5">
                →
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
