import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchOptions } from './use-search-options';

/** Spec section 9: the dropdown closes 200 ms after blur. */
const BLUR_CLOSE_MS = 200;

interface SearchBoxState {
  /** Text the box shows, e.g. the q of /search; the box follows it when it changes. */
  query: string;
  /** Smart search, when the page keeps it (otherwise the box does, starting on). */
  smart?: boolean;
  onSmartChange?: (on: boolean) => void;
}

/** The search box's text, Smart search switch and open list, with the combobox's keyboard rules. */
export function useSearchBox({ query, smart, onSmartChange }: SearchBoxState) {
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
  const smartSwitch = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
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

  const typed = text.trim();
  const { options, noSuggestions } = useSearchOptions(open, typed);
  const listShown = open && !noSuggestions && options.length > 0;
  const active = listShown && highlighted >= 0 && highlighted < options.length ? highlighted : -1;

  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };
  const type = (value: string) => {
    setText(value);
    setHighlighted(-1);
    setOpen(true);
  };
  const clear = () => {
    setText('');
    setHighlighted(-1);
    input.current?.focus();
  };
  const focus = () => {
    clearTimeout(blurTimer.current);
    setOpen(true);
  };
  const blur = () => {
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(close, BLUR_CLOSE_MS);
  };

  /** Arrows move through the list (opening it first), Enter picks the highlighted option, Escape closes. */
  const keyDown = (event: KeyboardEvent<HTMLInputElement>, pick: (value: string) => void) => {
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

  return {
    text,
    setText,
    typed,
    smartOn,
    setSmart,
    open,
    setOpen,
    options,
    noSuggestions,
    listShown,
    active,
    input,
    smartSwitch,
    close,
    type,
    clear,
    focus,
    blur,
    keyDown,
  };
}
