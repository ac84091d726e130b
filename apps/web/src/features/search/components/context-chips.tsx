import type { ContextItemDto } from '@otc/api-contract';

interface ContextChipsProps {
  context: ContextItemDto[];
  /** Re-runs the search without the item (it was read wrongly); no remove buttons without it. */
  onRemove?: (key: string) => void;
}

/**
 * "Taking into account: child, pregnant, warfarin": what the words said about the person, which the verdicts
 * below were judged for. Each chip can be removed when it was read wrongly; nothing here is saved.
 */
export function ContextChips({ context, onRemove }: ContextChipsProps) {
  if (context.length === 0) return null;
  return (
    <section aria-label="Taking into account" className="rounded-xl border border-sky-200 bg-sky-50 p-4">
      <p className="flex flex-wrap items-center gap-2 text-slate-800">
        <span className="font-medium">Taking into account:</span>
        {context.map((item) => (
          <span
            key={item.key}
            data-context-key={item.key}
            className="inline-flex items-center gap-1 rounded-full border border-sky-300 bg-white px-3 py-1 text-sm text-slate-900"
          >
            <span>{item.label}</span>
            {onRemove && (
              <button
                type="button"
                aria-label={`Remove ${item.label}`}
                onClick={() => onRemove(item.key)}
                className="-mr-1 rounded-full px-1 text-slate-600 hover:bg-sky-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-700"
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </span>
        ))}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Read from your words for this search only. Remove any that are wrong.
      </p>
    </section>
  );
}
