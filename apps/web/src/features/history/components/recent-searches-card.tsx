import { useGetSearchHistoryQuery } from '@otc/api-contract';
import { cardClass } from '../../../components/ui/card';

/** Spec: the Recent Searches card shows the first 2 queries. */
const RECENT_SEARCHES_SHOWN = 2;

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-slate-400">
      <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4a1 1 0 0 1-1.4 1.4l-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
    </svg>
  );
}

/** Personal home: this month's search count and the newest queries (GET /api/search/history). */
export function RecentSearchesCard({ userId }: { userId: string }) {
  const { data, isLoading, isError } = useGetSearchHistoryQuery({ userId });
  const recent = data?.entries.slice(0, RECENT_SEARCHES_SHOWN) ?? [];
  return (
    <section aria-labelledby="recent-searches-heading" className={cardClass({ className: 'flex flex-col' })}>
      <h2 id="recent-searches-heading" className="text-lg font-semibold text-slate-900">
        Recent Searches
      </h2>
      {isLoading ? (
        <p className="mt-3 text-slate-600">Loading…</p>
      ) : isError ? (
        <p className="mt-3 text-sm text-slate-600">Your search history could not be loaded.</p>
      ) : (
        <>
          <p className="mt-3 text-3xl font-bold text-slate-900">{data?.countThisMonth ?? 0}</p>
          <p className="text-sm text-slate-600">Total searches this month</p>
          {recent.length > 0 ? (
            <ul aria-label="Latest searches" className="mt-3 space-y-1">
              {recent.map((entry) => (
                <li
                  key={`${entry.createdAt}:${entry.query}`}
                  className="flex items-center gap-2 text-sm text-slate-800"
                >
                  <SearchIcon />
                  <span className="truncate">{entry.query}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-600">No searches yet. Try one above.</p>
          )}
        </>
      )}
    </section>
  );
}
