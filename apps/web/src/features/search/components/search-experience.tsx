import { useSearchBasicMutation } from '@otc/api-contract';
import { ResultsPanel } from './results-panel';
import { SearchBox } from './search-box';

/** The search box and its results, as the public landing page shows them. */
export function SearchExperience() {
  const [search, { data, isLoading, isError }] = useSearchBasicMutation();
  const run = (query: string, enhanced: boolean) =>
    search({ basicSearchRequestDto: { query, enhanced, userId: 'anonymous' } });

  return (
    <div className="mt-8">
      <SearchBox onSearch={run} busy={isLoading} />
      {isLoading && (
        <p role="status" className="mt-8 text-center text-slate-600">
          Searching medications...
        </p>
      )}
      {isError && !isLoading && (
        <div
          role="alert"
          className="mx-auto mt-8 max-w-2xl rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">Search Error</p>
          <p>Search is temporarily unavailable. Please try again in a moment.</p>
        </div>
      )}
      {data && !isLoading && !isError && <ResultsPanel result={data} />}
    </div>
  );
}
