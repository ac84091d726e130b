/** What a pending search shows. */
export function SearchingSpinner() {
  return (
    <div role="status" className="mt-10 flex flex-col items-center gap-3 text-slate-600">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 animate-spin text-brand-700">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>Searching medications...</p>
    </div>
  );
}
