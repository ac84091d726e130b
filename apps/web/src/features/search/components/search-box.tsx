import { useId, type FormEvent, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useSearchBox } from '../hooks/use-search-box';
import { SuggestionDropdown } from './suggestion-dropdown';

interface SearchBoxProps {
  onSearch: (query: string, enhanced: boolean) => void;
  busy?: boolean;
  /** Text the box shows, e.g. the q of /search; the box follows it when it changes. */
  query?: string;
  /** Smart search, when the page keeps it (otherwise the box does, starting on). */
  smart?: boolean;
  onSmartChange?: (on: boolean) => void;
}

const SEARCH_PLACEHOLDER = "What's bothering you today? (e.g. headache)";

export function SearchBox({ onSearch, busy = false, query = '', smart, onSmartChange }: SearchBoxProps) {
  const { input, smartSwitch, ...box } = useSearchBox({ query, smart, onSmartChange });
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (value: string) => {
    box.setText(value);
    box.close();
    onSearch(value, box.smartOn);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    box.close();
    if (box.typed) onSearch(box.typed, box.smartOn);
  };

  return (
    // action and name let a search typed before the prerendered page has hydrated still reach /search?q=...
    <form role="search" action={paths.search} method="get" onSubmit={submit} className="mx-auto w-full max-w-2xl">
      {/* Small screens: the list opens in place and pushes the Search button down rather than covering it. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <input
            ref={input}
            type="text"
            name="q"
            role="combobox"
            enterKeyHint="search"
            autoComplete="off"
            aria-label="Search symptoms or medicines"
            aria-autocomplete="list"
            aria-expanded={box.listShown}
            aria-controls={box.listShown ? listId : undefined}
            aria-activedescendant={box.active >= 0 ? optionId(box.active) : undefined}
            placeholder={SEARCH_PLACEHOLDER}
            value={box.text}
            maxLength={500}
            onChange={(event) => box.type(event.target.value)}
            onFocus={box.focus}
            onClick={() => box.setOpen(true)}
            onBlur={box.blur}
            onKeyDown={(event) => box.keyDown(event, pick)}
            className={`h-12 w-full rounded-lg border border-slate-300 bg-white pl-3 text-base shadow-sm outline-none placeholder:text-[13px] placeholder:text-slate-500 sm:pl-4 sm:placeholder:text-base ${box.text ? 'pr-11' : 'pr-3 sm:pr-4'} focus:border-brand-600 focus:ring-2 focus:ring-brand-100`}
          />
          {box.text && <ClearButton onClear={box.clear} />}
          {box.open && (
            <SuggestionDropdown
              listId={listId}
              optionId={optionId}
              options={box.options}
              highlighted={box.active}
              commonSymptoms={box.typed === ''}
              empty={box.noSuggestions}
              onPick={pick}
            />
          )}
        </div>
        <Button size="bare" className="h-12 shrink-0 px-4 sm:px-6" type="submit" disabled={busy}>
          Search
        </Button>
      </div>
      <SmartSearchSwitch switchRef={smartSwitch} on={box.smartOn} onChange={box.setSmart} />
    </form>
  );
}

function ClearButton({ onClear }: { onClear: () => void }) {
  return (
    <button
      type="button"
      aria-label="Clear search"
      onClick={onClear}
      className="absolute top-2 right-2 flex h-8 w-8 items-center justify-center rounded-full text-xl leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

interface SmartSearchSwitchProps {
  switchRef: RefObject<HTMLInputElement | null>;
  on: boolean;
  onChange: (on: boolean) => void;
}

function SmartSearchSwitch({ switchRef, on, onChange }: SmartSearchSwitchProps) {
  return (
    <label className="mt-3 inline-flex cursor-pointer items-center gap-2 text-sm text-slate-600">
      <input
        ref={switchRef}
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 accent-brand-700"
      />
      {on ? 'Smart search enabled' : 'Smart search disabled'}
    </label>
  );
}
