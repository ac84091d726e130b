import type { AvoidLevel, ReasonDto } from '@otc/api-contract';

/** The badge beside 'Avoid': how strongly the label or reference says no. */
const LEVEL_LABEL: Record<AvoidLevel, string> = {
  'do-not-use': 'Do not use',
  'ask-first': 'Ask a pharmacist first',
};

/** What the person can do about one reason, in plain words (grade 6 or so). */
const WHAT_TO_DO: Record<AvoidLevel, string> = {
  'do-not-use': 'Do not use it. Pick another product; a pharmacist can help you choose one.',
  'ask-first': 'Ask a pharmacist or your doctor before you use it. They can tell you if it is OK for you.',
};

const BADGE_STYLE: Record<AvoidLevel, string> = {
  'do-not-use': 'bg-red-700 text-white',
  'ask-first': 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
};

export function LevelBadge({ level }: { level: AvoidLevel }) {
  return (
    <span className={`inline-block shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${BADGE_STYLE[level]}`}>
      {LEVEL_LABEL[level]}
    </span>
  );
}

function SourceLink({ source, className }: { source: ReasonDto['source']; className: string }) {
  if (!source.url) return null;
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer" className={className}>
      Source{source.title ? `: ${source.title}` : ''}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The spec's 'Why to avoid' list: each reason with what to do about it and its source. A reason's own level
 * decides what to do; `level` (the card's) stands in for one the API left without.
 */
export function WhyToAvoid({ reasons, level }: { reasons: ReasonDto[]; level: AvoidLevel }) {
  // The strongest reasons first: a "do not use" is what the person most needs to read.
  const strongestFirst = [
    ...reasons.filter((r) => r.level === 'do-not-use'),
    ...reasons.filter((r) => r.level !== 'do-not-use'),
  ];
  return (
    <div className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
      <h4 className="font-semibold">Why to avoid</h4>
      <ul className="mt-1 list-disc space-y-3 pl-5">
        {strongestFirst.map((reason) => (
          <li key={`${reason.code}:${reason.message}`}>
            <span>{reason.message}</span>
            <span className="mt-1 block text-slate-800">
              <span className="font-semibold">What to do: </span>
              {WHAT_TO_DO[reason.level ?? level]}
            </span>
            <SourceLink
              source={reason.source}
              className="mt-1 block text-xs text-red-800 underline underline-offset-2 hover:text-red-950"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Cautions on a safe item: worth knowing, never a reason not to buy it. Nothing when there are none. */
export function GoodToKnow({ cautions }: { cautions: ReasonDto[] }) {
  if (cautions.length === 0) return null;
  return (
    <div className="mt-4 rounded-lg bg-sky-50 p-3 text-sm text-slate-700">
      <h4 className="font-semibold text-slate-800">Good to know</h4>
      <ul className="mt-1 list-disc space-y-2 pl-5">
        {cautions.map((caution) => (
          <li key={`${caution.code}:${caution.message}`}>
            <span>{caution.message}</span>
            <SourceLink
              source={caution.source}
              className="block text-xs text-sky-900 underline underline-offset-2 hover:text-sky-950"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
