import type { Fact, Severity } from '@otc/formulary';
import type { Knowledge } from '../knowledge.js';
import type { ResolvedProfile } from '../resolve-profile.js';
import type { PreparedProduct, Reason, ReasonCode, ReasonLevel, Sited, Trigger } from '../types.js';

/** One fact a rule weighed for a product, whether it fired or not (what `explainProduct` lists). */
export interface WeighedFact extends Omit<Reason, 'trigger'> {
  severity: Severity;
  /** What in a profile makes it apply, in the content's ids: 'medicalConditions: asthma', 'age < 12'. */
  appliesWhen: string;
  fired: boolean;
  /** The profile entry that made it fire; absent when it did not. */
  trigger?: Trigger;
}

export interface Findings {
  reasons: Reason[];
  cautions: Reason[];
  /** Given only when explaining: every fact weighed, fired or not, in the order the rules weighed them. */
  weighed?: WeighedFact[];
}

/** A rule reads the resolved profile and one prepared product and adds what it finds. */
export type Rule = (person: ResolvedProfile, product: PreparedProduct, knowledge: Knowledge, out: Findings) => void;

/** A finding: the reason it gives (when it fires) with its severity and what makes it apply. */
export interface Finding {
  /** `level` is for an avoid finding; weigh settles it (a caution has none). */
  reason: Omit<Reason, 'trigger' | 'level'> & { level?: ReasonLevel | undefined };
  severity: Severity;
  appliesWhen: string;
}

// A fact the levels linter would refuse (avoid without a level) still blocks, as the milder 'ask-first'.
const levelOf = (severity: Severity, level: ReasonLevel | undefined): ReasonLevel | null =>
  severity === 'avoid' ? (level ?? 'ask-first') : null;

/** Files a finding as a reason (avoid) or a caution when a profile entry triggered it; records it when explaining. */
export function weigh(out: Findings, finding: Finding, trigger: Trigger | undefined): void {
  // Most facts weighed for a person do not apply to them: outside an explanation there is nothing to record.
  if (!trigger && !out.weighed) return;
  const { severity, appliesWhen } = finding;
  const reason = { ...finding.reason, level: levelOf(severity, finding.reason.level) };
  out.weighed?.push({
    ...reason,
    severity,
    appliesWhen,
    fired: trigger !== undefined,
    ...(trigger ? { trigger } : {}),
  });
  if (!trigger) return;
  (severity === 'avoid' ? out.reasons : out.cautions).push({ ...reason, trigger });
}

/** A written fact as a finding under a reason code. */
export const factFinding = (code: ReasonCode, fact: Sited<Fact>, appliesWhen: string): Finding => ({
  reason: { code, level: fact.level, message: fact.message, source: fact.source, origin: fact.origin },
  severity: fact.severity,
  appliesWhen,
});

/** The trigger for a list field, when the entry exists. */
export const listTrigger = (field: Trigger['field'], entry: string | undefined): Trigger | undefined =>
  entry === undefined ? undefined : { field, entry };
