import type { EvalCase } from './eval-case.js';

/** How many of the first safe results a case looks at. */
const TOP_SAFE = 10;
// Named by its service, not its number: the number is clinical content and lives only in the formulary.
const POISON_CONTROL = /\bpoison control\b/i;

/** The parts of a search answer a case judges, taken from the real answer. */
export interface AnswerSummary {
  /** The safe (recommended) results in order, each with its content ingredient ids. */
  safe: { name: string; ingredientIds: string[] }[];
  redFlags: { code: string; message: string }[];
  /** Whether the page must hold the list back; null while the answer has no such field (not measurable yet). */
  holdList: boolean | null;
  /** How many products the answer lists at all, safe and avoided: none listed means none shown. */
  listed: number;
  /** The profile's entries the engine could not place (kept, as for a real profile, and shown in the report). */
  unrecognised?: string[];
}

/** A case with its ingredient names already resolved to content ids (one group of ids per name). */
export interface ResolvedCase extends EvalCase {
  includeIds: { name: string; ids: string[] }[];
  excludeIds: { name: string; ids: string[] }[];
}

export interface CaseOutcome {
  id: string;
  kind: string;
  query: string;
  mode: string;
  passed: boolean;
  /** What went wrong, one line each; empty when passed. */
  failures: string[];
  /** Checks the answer cannot show yet (hideList before the answer has the field): neither passed nor failed. */
  unmeasured: string[];
  /** An emergency the case expects and no banner named. */
  redFlagMiss: boolean;
  /** A banner on words that are not an emergency. */
  falseAlarm: boolean;
  expected: string;
  cameFirst: string;
  unrecognised: string[];
}

/** Judges one answer against one case, per the corpus format (include, exclude, redFlag, poisonControl, ...). */
export function judgeCase(c: ResolvedCase, mode: string, answer: AnswerSummary): CaseOutcome {
  const top = answer.safe.slice(0, TOP_SAFE);
  const contains = (product: { ingredientIds: string[] }, ids: string[]) =>
    product.ingredientIds.some((id) => ids.includes(id));
  const failures: string[] = [];
  const unmeasured: string[] = [];
  for (const { name, ids } of c.includeIds)
    if (!top.some((p) => contains(p, ids))) failures.push(`no ${name} among the first ${TOP_SAFE} safe results`);
  for (const { name, ids } of c.excludeIds) {
    const offender = top.find((p) => contains(p, ids));
    if (offender) failures.push(`${name} is in ${offender.name}, a safe result in the first ${TOP_SAFE}`);
  }
  const fired = answer.redFlags.length > 0;
  const redFlagMiss = c.redFlag && !fired;
  const falseAlarm = !c.redFlag && fired;
  if (redFlagMiss) failures.push('red flag expected, no banner');
  if (falseAlarm) failures.push(`false alarm: ${answer.redFlags.map((f) => f.code).join(', ')}`);
  if (c.poisonControl !== null && fired) {
    const gives = answer.redFlags.some((f) => POISON_CONTROL.test(f.message));
    if (gives !== c.poisonControl)
      failures.push(c.poisonControl ? 'the banner does not give Poison Control' : 'the banner gives Poison Control');
  }
  // Without a banner there is nothing to hold the list behind: the miss above is the failure.
  if (c.hideList !== null && fired) {
    // An answer that lists no product at all shows none: the list is as good as held back.
    const held = answer.holdList === true || (c.hideList && answer.listed === 0);
    if (held !== c.hideList) {
      if (answer.holdList === null) unmeasured.push('hideList: not measurable yet (the answer has no such field)');
      else failures.push(c.hideList ? 'the list is not held back' : 'the list is held back');
    }
  }
  if (c.empty && answer.safe.length > 0) failures.push(`expected no medicine, got ${answer.safe.length} safe results`);
  return {
    id: c.id,
    kind: c.kind,
    query: c.query,
    mode,
    passed: failures.length === 0,
    failures,
    unmeasured,
    redFlagMiss,
    falseAlarm,
    expected: describeExpected(c),
    cameFirst: describeFirst(answer),
    unrecognised: answer.unrecognised ?? [],
  };
}

function describeExpected(c: EvalCase): string {
  const parts: string[] = [];
  if (c.include.length) parts.push(`include ${c.include.join(', ')}`);
  if (c.exclude.length) parts.push(`exclude ${c.exclude.join(', ')}`);
  if (c.empty) parts.push('no medicine');
  parts.push(c.redFlag ? 'red flag' : 'no red flag');
  if (c.poisonControl !== null) parts.push(c.poisonControl ? 'Poison Control' : 'no Poison Control');
  if (c.hideList !== null) parts.push(c.hideList ? 'list held back' : 'list shown');
  return parts.join('; ');
}

function describeFirst(answer: AnswerSummary): string {
  const first = answer.safe[0];
  const flags = answer.redFlags.length ? ` [banner: ${answer.redFlags.map((f) => f.code).join(', ')}]` : '';
  return `${first ? first.name : 'no safe result'}${flags}`;
}
