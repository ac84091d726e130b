import type { AvoidedMedicationDto, SearchResponseDto } from '@otc/api-contract';
import { useId, useState } from 'react';
import { UnrecognisedNotice } from '../../../components/ui/unrecognised-notice';
import { searchPath } from '../../../lib/paths';
import { ContextChips } from './context-chips';
import { ConstraintsNotice } from './constraints-notice';
import { HeldListGate } from './held-list-gate';
import { cardId, MedicationCard } from './medication-card';
import { emptyStateHint, NotCarriedNotice } from './name-notice';
import { RedFlagAlert } from './red-flag-alert';

interface ResultsPanelProps {
  result: SearchResponseDto;
  /** 'Recommended Medications' on the landing page, 'Safe Medications' on the personal home. */
  safeHeading?: string;
  /** The search page folds the avoid list away behind its heading. */
  collapsibleAvoid?: boolean;
  /** Re-runs the search without a context item the person removed. */
  onRemoveContext?: (key: string) => void;
}

const cardGrid = 'mt-4 grid items-start gap-4 md:grid-cols-2';

/**
 * Where a safer option's details are: its card on this page when the answer lists it as safe, otherwise a search
 * for its name, which shows its card first.
 */
const optionHref = (id: string, name: string, shown: ReadonlySet<string>) =>
  shown.has(id) ? `#${cardId(id)}` : searchPath(name);

function AvoidSection({
  unsafe,
  collapsible,
  safeIds,
}: {
  unsafe: AvoidedMedicationDto[];
  collapsible: boolean;
  safeIds: ReadonlySet<string>;
}) {
  const [open, setOpen] = useState(!collapsible);
  const headingId = useId();
  const listId = useId();
  const title = `Medications to Avoid (${unsafe.length})`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-red-900">
        {collapsible ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
            className="flex w-full items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-left hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
          >
            <span>{title}</span>
            <span aria-hidden="true" className="flex items-center gap-1 text-sm font-medium text-red-800">
              {open ? 'Hide' : 'Show'}
              <svg
                viewBox="0 0 20 20"
                className={`h-5 w-5 fill-current transition-transform ${open ? 'rotate-180' : ''}`}
              >
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
              </svg>
            </span>
          </button>
        ) : (
          title
        )}
      </h2>
      {open && (
        <div id={listId} className={cardGrid}>
          {unsafe.map(({ medication, level, reasons, saferOptions = [] }) => (
            <MedicationCard
              key={medication.id}
              medication={medication}
              avoid={{
                level,
                reasons,
                saferOptions: saferOptions.map(({ id, name }) => ({ id, name, href: optionHref(id, name, safeIds) })),
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * Red flags first, then the profile entries the answer was not checked against, what the words said about the
 * person, then the safe list and the list
 * to avoid, each with its count; or the empty state.
 */
export function ResultsPanel({
  result,
  safeHeading = 'Recommended Medications',
  collapsibleAvoid = false,
  onRemoveContext,
}: ResultsPanelProps) {
  const { safe, unsafe, redFlags, unrecognised, context, constraints } = result;
  const hold = redFlags.some((flag) => flag.holdList);
  const headingId = useId();
  const nothing = safe.length === 0 && unsafe.length === 0;
  return (
    <div className="mt-10 space-y-10">
      <RedFlagAlert redFlags={redFlags} />
      <UnrecognisedNotice unrecognised={unrecognised} />
      <ContextChips context={context} onRemove={onRemoveContext} />
      <NotCarriedNotice notCarried={result.notCarried} />
      <ConstraintsNotice constraints={constraints} />
      {/* A new answer starts hidden again (the key). */}
      <HeldListGate key={redFlags.map((flag) => flag.code).join(' ')} hold={hold}>
        {nothing ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <h2 className="text-lg font-semibold text-slate-900">No results found</h2>
            <p className="mt-2 text-slate-600">{emptyStateHint(result)}</p>
          </div>
        ) : (
          <>
            <section aria-labelledby={headingId}>
              <h2 id={headingId} className="text-xl font-semibold text-slate-900">
                {safeHeading} ({safe.length})
              </h2>
              {safe.length === 0 ? (
                <p className="mt-2 text-slate-600">
                  None of the matching medicines is a safe choice for your health profile. The list to avoid explains
                  why.
                </p>
              ) : (
                <div className={cardGrid}>
                  {safe.map((medication) => (
                    <MedicationCard key={medication.id} medication={medication} />
                  ))}
                </div>
              )}
            </section>
            {unsafe.length > 0 && (
              <AvoidSection unsafe={unsafe} collapsible={collapsibleAvoid} safeIds={new Set(safe.map((m) => m.id))} />
            )}
          </>
        )}
      </HeldListGate>
    </div>
  );
}
