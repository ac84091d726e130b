import type { CaseOutcome } from './judge-case.js';

/** The gate: every mode at or above this share of cases, and not one red-flag miss or false alarm. */
const PASS_THRESHOLD = 0.95;

export interface Tally {
  passed: number;
  total: number;
}

export interface Figures {
  modes: string[];
  /** Per kind (file), per mode. */
  kinds: { kind: string; byMode: Map<string, Tally> }[];
  overall: Map<string, Tally>;
  redFlagMisses: CaseOutcome[];
  falseAlarms: CaseOutcome[];
  failing: CaseOutcome[];
  unmeasured: CaseOutcome[];
  /** Cases whose profile holds entries the engine could not place, once per case (they do not depend on mode). */
  unrecognised: CaseOutcome[];
}

const count = (outcomes: CaseOutcome[]): Tally => ({
  passed: outcomes.filter((o) => o.passed).length,
  total: outcomes.length,
});

const share = (t: Tally): number => (t.total === 0 ? 0 : t.passed / t.total);

/** Adds up the outcomes of every case in every mode. */
export function tallyFigures(outcomes: CaseOutcome[]): Figures {
  const modes = [...new Set(outcomes.map((o) => o.mode))];
  const kinds = [...new Set(outcomes.map((o) => o.kind))].sort();
  const byMode = (list: CaseOutcome[]) => new Map(modes.map((m) => [m, count(list.filter((o) => o.mode === m))]));
  return {
    modes,
    kinds: kinds.map((kind) => ({ kind, byMode: byMode(outcomes.filter((o) => o.kind === kind)) })),
    overall: byMode(outcomes),
    redFlagMisses: outcomes.filter((o) => o.redFlagMiss),
    falseAlarms: outcomes.filter((o) => o.falseAlarm),
    failing: outcomes.filter((o) => !o.passed),
    unmeasured: outcomes.filter((o) => o.unmeasured.length > 0),
    unrecognised: outcomes.filter((o) => o.mode === modes[0] && o.unrecognised.length > 0),
  };
}

/** Why the run fails the gate, one line each; empty when it passes. */
export function gateFailures(figures: Figures): string[] {
  const reasons: string[] = [];
  for (const [mode, tally] of figures.overall)
    if (share(tally) < PASS_THRESHOLD)
      reasons.push(`${mode}: ${percent(tally)} overall, below ${PASS_THRESHOLD * 100}%`);
  if (figures.redFlagMisses.length) reasons.push(`${figures.redFlagMisses.length} red-flag miss(es)`);
  if (figures.falseAlarms.length) reasons.push(`${figures.falseAlarms.length} false alarm(s)`);
  if (figures.overall.size === 0) reasons.push('no case was run');
  return reasons;
}

/** The process exit code: 0 when the gate passes, 1 when it fails. (A corpus error exits with 2.) */
export const exitCodeFor = (figures: Figures): number => (gateFailures(figures).length ? 1 : 0);

export const percent = (t: Tally): string => `${(share(t) * 100).toFixed(1)}%`;
