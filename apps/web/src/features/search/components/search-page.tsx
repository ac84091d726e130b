import { useSearchMutation } from '@otc/api-contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useSearchOutcome } from '../hooks/use-search-outcome';
import { CategoryFilter } from './category-filter';
import { ComingSoonTools } from './coming-soon-tools';
import { ResultsPanel } from './results-panel';
import { SearchBox } from './search-box';
import { SearchingSpinner } from './searching-spinner';
import { SearchStart } from './search-start';

/**
 * /search: the query lives in ?q= (a search on load, a new search updates it), with a category filter and
 * Smart search; results come from POST /api/search. Search-result URLs are not for indexing.
 */
export function SearchPage({ userId = 'anonymous' }: { userId?: string }) {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [category, setCategory] = useState('all');
  const [enhanced, setEnhanced] = useState(true);
  const [search] = useSearchMutation();
  const { outcome, run } = useSearchOutcome();

  // Context chips the person removed from this query's answer; a new query starts afresh.
  const [ignored, setIgnored] = useState<{ query: string; keys: string[] }>({ query: '', keys: [] });
  const ignoredFor = (query: string) => (ignored.query === query ? ignored.keys : []);

  const runSearch = (query: string, inCategory: string, smart: boolean, ignoredContext = ignoredFor(query)) =>
    void run(() =>
      search({
        searchPageRequestDto: {
          query,
          category: inCategory,
          enhanced: smart,
          userId,
          ...(ignoredContext.length > 0 && { ignoredContext }),
        },
      }).unwrap(),
    );
  const searchForUrl = useEffectEvent((query: string, inCategory: string) => runSearch(query, inCategory, enhanced));
  useEffect(() => {
    if (q) searchForUrl(q, category);
  }, [q, category]);

  const onSearch = (query: string, smart: boolean) => {
    if (query === q) runSearch(query, category, smart);
    else setParams({ q: query });
  };
  const onRemoveContext = (key: string) => {
    const keys = [...ignoredFor(q), key];
    setIgnored({ query: q, keys });
    runSearch(q, category, enhanced, keys);
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-12">
      {q && <meta name="robots" content="noindex,follow" />}
      <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Search OTC Medications
      </h1>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
        Search by symptom or medicine name. Medicines to avoid are listed with the reasons.
      </p>
      <div className="mt-8">
        <SearchBox
          onSearch={onSearch}
          busy={outcome.status === 'pending'}
          query={q}
          smart={enhanced}
          onSmartChange={setEnhanced}
        />
      </div>
      {/* Small screens: filter, results, then the tools; wider: the tools sit beside the filter. */}
      <div className="mt-6 grid gap-4 border-t border-slate-200 pt-6 sm:grid-cols-[auto_1fr]">
        <CategoryFilter value={category} onChange={setCategory} />
        <div className="sm:col-span-2">
          {!q ? (
            <SearchStart onPick={(query) => setParams({ q: query })} />
          ) : outcome.status === 'pending' ? (
            <SearchingSpinner />
          ) : outcome.status === 'error' ? (
            <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
              <h2 className="text-lg font-semibold">Search failed</h2>
              <p className="mt-1 break-words">{errorMessage(outcome.error)}</p>
            </div>
          ) : outcome.status === 'success' ? (
            <ResultsPanel result={outcome.result} collapsibleAvoid onRemoveContext={onRemoveContext} />
          ) : null}
        </div>
        <div className="mt-6 border-t border-slate-200 pt-6 sm:col-start-2 sm:row-start-1 sm:mt-0 sm:justify-self-end sm:border-0 sm:pt-0">
          <ComingSoonTools />
        </div>
      </div>
    </div>
  );
}
