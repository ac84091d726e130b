import { useGetSupplementCategoryQuery, type ExcludedSupplementDto } from '@otc/api-contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { UnrecognisedNotice } from '../../../components/ui/unrecognised-notice';
import { ExcludedSupplementCard } from './excluded-supplement-card';
import { SupplementCard } from './supplement-card';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';

interface CategorySupplementsProps {
  category: string;
  /** The session user's id or 'anonymous' (the server ignores it; it keys the cache per person). */
  userId: string;
  signedIn: boolean;
  onBack: () => void;
}

/** One category's supplements, strongest evidence first (the server sorts), and those to avoid for this person. */
export function CategorySupplements({ category, userId, signedIn, onBack }: CategorySupplementsProps) {
  // Refetch on every visit: a profile saved in the meantime changes what is safe.
  const { data, isFetching, isError } = useGetSupplementCategoryQuery(
    { category: encodeURIComponent(category), userId },
    { refetchOnMountOrArgChange: true },
  );
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), [category]);
  useEffect(() => {
    // Spec section 8: a load error shows an empty category and is only logged.
    if (isError) console.warn(`Could not load the supplements in "${category}".`);
  }, [isError, category]);

  const supplements = isError ? [] : (data?.supplements ?? []);
  const excluded = isError ? [] : (data?.excluded ?? []);

  return (
    <section aria-labelledby="supplement-category-heading">
      <Button variant="link" onClick={onBack} className="inline-flex items-center gap-1 text-sm">
        <span aria-hidden="true">←</span> Back to categories
      </Button>
      <h2
        id="supplement-category-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {category}
      </h2>

      {isFetching && !data ? (
        <p role="status" className="py-10 text-center text-slate-600">
          Loading supplements...
        </p>
      ) : (
        <>
          {data?.safetyFiltered && !isError ? (
            <>
              <p className="mt-2 text-sm text-slate-600">Checked against your health profile.</p>
              <div className="mt-4">
                <UnrecognisedNotice unrecognised={data.unrecognised} />
              </div>
            </>
          ) : !signedIn ? (
            <p className="mt-2 text-sm text-slate-600">
              <Link to={paths.auth} className="font-medium text-brand-700 underline underline-offset-2">
                Sign in
              </Link>{' '}
              and fill in your health profile to see which supplements to avoid.
            </p>
          ) : null}

          {supplements.length === 0 ? (
            <p className="mt-6 rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
              {isError
                ? "We're sorry, the supplements in this category could not be loaded right now. Please try again later."
                : 'There are no supplements to show in this category.'}
            </p>
          ) : (
            <ul className="mt-6 grid items-start gap-4 md:grid-cols-2" aria-label={`Supplements in ${category}`}>
              {supplements.map((supplement) => (
                <li key={supplement.id}>
                  <SupplementCard supplement={supplement} />
                </li>
              ))}
            </ul>
          )}

          <NotRecommended excluded={excluded} />
        </>
      )}
    </section>
  );
}

/** The supplements this person's health profile rules out, apart from the rest. */
function NotRecommended({ excluded }: { excluded: ExcludedSupplementDto[] }) {
  if (excluded.length === 0) return null;
  return (
    <section aria-labelledby="not-recommended-heading" className="mt-10">
      <h2 id="not-recommended-heading" className="text-xl font-semibold text-red-900">
        Not recommended for you
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Based on your health profile,{' '}
        {excluded.length === 1 ? 'this supplement' : `these ${excluded.length} supplements`} may not be safe for you.
        Ask a pharmacist or doctor before taking {excluded.length === 1 ? 'it' : 'them'}.
      </p>
      <ul className="mt-4 grid items-start gap-4 md:grid-cols-2">
        {excluded.map((supplement) => (
          <li key={supplement.id}>
            <ExcludedSupplementCard supplement={supplement} />
          </li>
        ))}
      </ul>
    </section>
  );
}
