import { useId } from 'react';

const TOOLS = ['Advanced Filters', 'Find Pharmacies', 'Price Comparison'];

/** The spec's three search-page buttons, which do nothing yet: marked unavailable rather than pretending. */
export function ComingSoonTools() {
  const noteId = useId();
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <div role="group" aria-label="More tools" className="flex flex-wrap gap-2">
        {TOOLS.map((tool) => (
          <button
            key={tool}
            type="button"
            aria-disabled="true"
            aria-describedby={noteId}
            title="Coming soon"
            className="h-10 cursor-not-allowed rounded-lg border border-dashed border-slate-300 bg-white px-3 text-sm font-medium text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {tool}
          </button>
        ))}
      </div>
      <p id={noteId} className="text-xs text-slate-600">
        Coming soon: these tools are not available yet.
      </p>
    </div>
  );
}
