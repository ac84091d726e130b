import type { RedFlagDto } from '@otc/api-contract';

/** Emergencies the words describe, above every result: prominent and persistent (not a toast). */
export function RedFlagAlert({ redFlags }: { redFlags: RedFlagDto[] }) {
  if (redFlags.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border-2 border-red-600 bg-red-50 p-5 text-red-950 shadow-sm sm:p-6">
      <h2 className="flex items-center gap-2 text-xl font-bold text-red-800">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 shrink-0 fill-current">
          <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
        </svg>
        Get help now
      </h2>
      <p className="mt-2 font-medium">
        What you describe may need urgent care. Please do not rely on over-the-counter medicine for it.
      </p>
      <ul className="mt-3 space-y-2">
        {redFlags.map((flag) => (
          <li key={flag.code} className="rounded-lg bg-white/70 p-3 leading-relaxed">
            {flag.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
