import { useId, useState, type FormEvent } from 'react';

interface SearchBoxProps {
  onSearch: (query: string, enhanced: boolean) => void;
  busy?: boolean;
}

export const SEARCH_PLACEHOLDER = "What's bothering you today? (e.g. headache)";

export function SearchBox({ onSearch, busy = false }: SearchBoxProps) {
  const [text, setText] = useState('');
  const [smart, setSmart] = useState(true);
  const toggleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) onSearch(query, smart);
  };

  return (
    <form role="search" onSubmit={submit} className="mx-auto w-full max-w-2xl">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <input
            type="search"
            aria-label="Search symptoms or medicines"
            placeholder={SEARCH_PLACEHOLDER}
            value={text}
            maxLength={500}
            onChange={(e) => setText(e.target.value)}
            className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-4 text-base shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => setText('')}
              className="absolute top-1/2 right-2 h-8 w-8 -translate-y-1/2 rounded-full text-slate-500 hover:bg-slate-100"
            >
              ×
            </button>
          )}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="h-12 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          Search
        </button>
      </div>
      <label htmlFor={toggleId} className="mt-3 inline-flex cursor-pointer items-center gap-2 text-sm text-slate-600">
        <input
          id={toggleId}
          type="checkbox"
          role="switch"
          checked={smart}
          onChange={(e) => setSmart(e.target.checked)}
          className="h-4 w-4 accent-brand-700"
        />
        {smart ? 'Smart search enabled' : 'Smart search disabled'}
      </label>
    </form>
  );
}
