import { useGetQuickSearchesQuery } from '@otc/api-contract';
import { cardClass } from '../../../components/ui/card';

/** The search page before any search: a prompt and the quick searches (spec: headache, fever, cough; content). */
export function SearchStart({ onPick }: { onPick: (query: string) => void }) {
  const { data: quickSearches = [] } = useGetQuickSearchesQuery();
  return (
    <div className={cardClass({ padding: 'xl', className: 'mt-10 text-center' })}>
      <h2 className="text-xl font-semibold text-slate-900">Start your search</h2>
      <p className="mt-2 text-slate-600">
        Type a symptom or a medicine name above{quickSearches.length > 0 ? ', or try one of these:' : '.'}
      </p>
      {quickSearches.length > 0 && (
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {quickSearches.map((query) => (
            <button
              key={query}
              type="button"
              onClick={() => onPick(query)}
              className="rounded-full border border-brand-600 bg-brand-50 px-5 py-2 font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {query}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
