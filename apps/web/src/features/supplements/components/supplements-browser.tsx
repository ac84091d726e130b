import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CategoryGrid } from './category-grid';
import { CategorySupplements } from './category-supplements';

interface SupplementsBrowserProps {
  /** The session user's id or 'anonymous'; undefined while the session is still loading. */
  userId: string | undefined;
  signedIn: boolean;
}

/**
 * The category grid, or one category's supplements. The chosen category lives in the URL (?category=...), so a
 * list can be shared and the browser's back button returns to the grid like the page's own back button.
 */
export function SupplementsBrowser({ userId, signedIn }: SupplementsBrowserProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [lastCategory, setLastCategory] = useState<string>();
  const category = params.get('category')?.trim() || null;

  const select = (name: string) => setParams({ category: name }, { state: { fromGrid: true } });
  const back = () => {
    setLastCategory(category ?? undefined);
    if ((location.state as { fromGrid?: boolean } | null)?.fromGrid) navigate(-1);
    else setParams({});
  };

  if (!category) return <CategoryGrid onSelect={select} returnFocusTo={lastCategory} />;
  if (!userId) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading supplements...
      </p>
    );
  }
  return <CategorySupplements category={category} userId={userId} signedIn={signedIn} onBack={back} />;
}
