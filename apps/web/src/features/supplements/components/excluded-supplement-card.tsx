import type { ExcludedSupplementDto } from '@otc/api-contract';
import { useId } from 'react';
import { NewTabHint } from './detail-list';

/** A supplement the person's health profile rules out, with the reasons and where each comes from. */
export function ExcludedSupplementCard({ supplement }: { supplement: ExcludedSupplementDto }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-red-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {supplement.name}
        </h3>
        <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">Avoid</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">{supplement.ingredient}</p>
      <div className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
        <h4 className="font-semibold">Why to avoid</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {supplement.safetyReasons.map((reason) => (
            <li key={`${reason.code}:${reason.message}`}>
              {reason.message}{' '}
              {reason.source.url && (
                <a
                  href={reason.source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium underline underline-offset-2"
                >
                  Source{reason.source.title ? `: ${reason.source.title}` : ''}
                  <NewTabHint />
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
