import type { ConstraintDto } from '@otc/api-contract';

/** The product constraints read in the words ("Without acetaminophen", "Non-drowsy"), applied to both lists. */
export function ConstraintsNotice({ constraints }: { constraints: ConstraintDto[] }) {
  if (constraints.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span className="font-medium">Showing only:</span>
      <ul aria-label="Showing only" className="flex flex-wrap gap-2">
        {constraints.map((c) => (
          <li key={c.code} className="rounded-full border border-teal-300 bg-teal-50 px-3 py-1 text-teal-900">
            {c.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
