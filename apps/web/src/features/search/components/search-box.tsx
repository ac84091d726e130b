import { useGetCommonSymptomsQuery, useGetSuggestionsQuery } from '@otc/api-contract';
import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useSettledValue } from '../../../lib/use-settled-value';
import { paths } from '../../../lib/paths';
import { SuggestionDropdown } from './suggestion-dropdown';
import { Button } from '../../../components/ui/button';

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
/** Spec section 9: the dropdown closes 200 ms after blur. */
const BLUR_CLOSE_MS = 200;
/** Suggestions are asked for once typing pauses this long, not for every letter. */
const SUGGESTION_DELAY_MS = 150;
/** Spec section 9: common symptoms shown. */
const COMMON_SYMPTOM_COUNT = 6;

export function SearchBox({ onSearch, busy = false, query = '', smart, onSmartChange }: SearchBoxProps) {
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
  }
  const [ownSmart, setOwnSmart] = useState(true);
  const smartOn = smart ?? ownSmart;
  const setSmart = (on: boolean) => (onSmartChange ? onSmartChange(on) : setOwnSmart(on));

  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  const smartSwitch = useRef<HTMLInputElement>(null);
  const adoptEarlySmart = useEffectEvent((checked: boolean) => {
    if (checked !== smartOn) setSmart(checked);
  });
  // On a prerendered page a person may type, or flip Smart search, before the app has loaded: keep what the page
  // already shows (React hydrates over it, then would put its own state back), and open the list if they are
  // already in the box (the focus that would have opened it came before the app).
  useLayoutEffect(() => {
    const early = input.current?.value;
    if (early) setText(early);
    if (input.current && document.activeElement === input.current) setOpen(true);
    if (smartSwitch.current) adoptEarlySmart(smartSwitch.current.checked);
  }, []);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const typed = text.trim();
  // Suggestions only while the box is open and holds text; common symptoms only for an empty box.
  const symptoms = useGetCommonSymptomsQuery(undefined, { skip: !open || typed !== '' });
  const settled = useSettledValue(typed, SUGGESTION_DELAY_MS);
  const suggestions = useGetSuggestionsQuery({ query: settled }, { skip: !open || typed === '' || settled === '' });
  const options = typed ? (suggestions.data ?? []) : (symptoms.data ?? []).slice(0, COMMON_SYMPTOM_COUNT);
  // Only once the typed text has been asked about: not while typing is still under way.
  const noSuggestions = open && typed !== '' && settled === typed && !suggestions.isFetching && options.length === 0;
  const listShown = open && !noSuggestions && options.length > 0;
  const active = listShown && highlighted >= 0 && highlighted < options.length ? highlighted : -1;

  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };

  const pick = (value: string) => {
    setText(value);
    close();
    onSearch(value, smartOn);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    if (typed) onSearch(typed, smartOn);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      setHighlighted(down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Enter' && options[active] !== undefined) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
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
            aria-expanded={listShown}
            aria-controls={listShown ? listId : undefined}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            placeholder={SEARCH_PLACEHOLDER}
            value={text}
            maxLength={500}
            onChange={(event) => {
              setText(event.target.value);
              setHighlighted(-1);
              setOpen(true);
            }}
            onFocus={() => {
              clearTimeout(blurTimer.current);
              setOpen(true);
            }}
            onClick={() => setOpen(true)}
            onBlur={() => {
              clearTimeout(blurTimer.current);
              blurTimer.current = setTimeout(close, BLUR_CLOSE_MS);
            }}
            onKeyDown={onKeyDown}
            className={`h-12 w-full rounded-lg border border-slate-300 bg-white pl-3 text-base shadow-sm outline-none placeholder:text-[13px] placeholder:text-slate-500 sm:pl-4 sm:placeholder:text-base ${text ? 'pr-11' : 'pr-3 sm:pr-4'} focus:border-brand-600 focus:ring-2 focus:ring-brand-100`}
          />
          {text && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => {
                setText('');
                setHighlighted(-1);
                input.current?.focus();
              }}
              className="absolute top-2 right-2 flex h-8 w-8 items-center justify-center rounded-full text-xl leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
          {open && (
            <SuggestionDropdown
              listId={listId}
              optionId={optionId}
              options={options}
              highlighted={active}
              commonSymptoms={typed === ''}
              empty={noSuggestions}
              onPick={pick}
            />
          )}
        </div>
        <Button size="bare" className="h-12 shrink-0 px-4 sm:px-6" type="submit" disabled={busy}>
          Search
        </Button>
      </div>
      <label className="mt-3 inline-flex cursor-pointer items-center gap-2 text-sm text-slate-600">
        <input
          ref={smartSwitch}
          type="checkbox"
          role="switch"
          checked={smartOn}
          onChange={(event) => setSmart(event.target.checked)}
          className="h-4 w-4 accent-brand-700"
        />
        {smartOn ? 'Smart search enabled' : 'Smart search disabled'}
      </label>
    </form>
  );
}
