import { useEffect, useRef } from 'react';

const NO_SUGGESTIONS_TEXT = 'No suggestions found. Try typing a symptom like "headache" or "nausea"';

interface SuggestionDropdownProps {
  listId: string;
  optionId: (index: number) => string;
  options: string[];
  highlighted: number;
  /** Common symptoms (empty box) rather than suggestions for typed text. */
  commonSymptoms: boolean;
  /** Typed text matched nothing. */
  empty: boolean;
  onPick: (value: string) => void;
}

/** The list under the search box: common symptoms, suggestions, or the no-suggestions hint (max height 16rem). */
export function SuggestionDropdown({
  listId,
  optionId,
  options,
  highlighted,
  commonSymptoms,
  empty,
  onPick,
}: SuggestionDropdownProps) {
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (highlighted < 0) return;
    const option = list.current?.children[highlighted] as HTMLElement | undefined;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted]);

  if (empty) {
    return (
      <div className="mt-1 sm:absolute sm:inset-x-0 sm:top-full sm:z-30 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-lg">
        <p role="status">{NO_SUGGESTIONS_TEXT}</p>
      </div>
    );
  }
  if (options.length === 0) return null;

  return (
    <div className="mt-1 sm:absolute sm:inset-x-0 sm:top-full sm:z-30 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-left shadow-lg">
      {commonSymptoms && (
        <p id={`${listId}-label`} className="px-4 pt-1 pb-1 text-sm font-medium text-slate-600">
          Common symptoms:
        </p>
      )}
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={commonSymptoms ? undefined : 'Suggestions'}
        aria-labelledby={commonSymptoms ? `${listId}-label` : undefined}
      >
        {options.map((option, index) => (
          <li
            key={option}
            id={optionId(index)}
            role="option"
            aria-selected={index === highlighted}
            tabIndex={-1}
            // Keep focus in the box so the click lands before the blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option)}
            className={`cursor-pointer px-4 py-1.5 text-slate-800 ${
              index === highlighted ? 'bg-brand-100 text-brand-800' : 'hover:bg-slate-100'
            }`}
          >
            {option}
          </li>
        ))}
      </ul>
    </div>
  );
}
