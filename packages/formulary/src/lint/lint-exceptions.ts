import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import type { Problem } from '../load/problem.js';
import { idSchema, textSchema } from '../schema/common.schema.js';

/** The one file, at the top of the content folder, that lists known gaps a linter accepts for now. */
export const LINT_EXCEPTIONS_FILE = 'lint-exceptions.yaml';

const reason = textSchema.describe('Why the gap is accepted for now, and what would close it');

const pregnancyEntrySchema = z
  .strictObject({
    reason,
    kind: z
      .enum(['otc', 'rx', 'supplement'])
      .optional()
      .describe('Every ingredient of this kind that no product contains'),
    ids: z.array(idSchema).min(1).optional().describe('These ingredients'),
  })
  .refine((e) => (e.kind === undefined) !== (e.ids === undefined), { message: 'give either kind or ids' });

const namesEntrySchema = z.strictObject({
  reason,
  names: z.array(textSchema).min(1).describe('Search names several items may claim for now'),
});

const exceptionsSchema = z.strictObject({
  'pregnancy-data': z.array(pregnancyEntrySchema).optional(),
  names: z.array(namesEntrySchema).optional(),
});

/** One accepted gap: a reason, and what it covers (each value with the line it is written on). */
interface ExceptionEntry {
  reason: string;
  line: number;
  /** pregnancy-data: every unsold ingredient of this kind. */
  kind?: 'otc' | 'rx' | 'supplement';
  /** pregnancy-data: ingredient ids; names: search names. */
  values: { value: string; line: number }[];
}

export interface LintExceptions {
  'pregnancy-data': ExceptionEntry[];
  names: ExceptionEntry[];
}

/** Reads the exceptions file (absent: no exceptions); a malformed one is a problem, never a crash. */
export function readLintExceptions(root: string): { exceptions: LintExceptions; problems: Problem[] } {
  const none: LintExceptions = { 'pregnancy-data': [], names: [] };
  const full = path.join(root, LINT_EXCEPTIONS_FILE);
  if (!existsSync(full)) return { exceptions: none, problems: [] };
  const counter = new LineCounter();
  const doc = parseDocument(readFileSync(full, 'utf8'), { lineCounter: counter, prettyErrors: false });
  // A missing field is reported at its nearest existing parent.
  const lineOf = (at: (string | number)[]) => {
    for (let depth = at.length; depth >= 0; depth--) {
      const node = doc.getIn(at.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return counter.linePos(node.range[0]).line;
    }
    return 1;
  };
  const problem = (line: number, message: string) => ({ file: LINT_EXCEPTIONS_FILE, line, message });
  if (doc.errors.length > 0)
    return {
      exceptions: none,
      problems: doc.errors.map((e) => problem(counter.linePos(e.pos[0]).line, `not valid YAML: ${e.code}`)),
    };
  if (doc.contents !== null && !isMap(doc.contents))
    return { exceptions: none, problems: [problem(1, 'lists exceptions by linter name')] };
  const parsed = exceptionsSchema.safeParse(doc.toJS() ?? {});
  if (!parsed.success)
    return {
      exceptions: none,
      problems: parsed.error.issues.map((issue) => {
        const where = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
        return problem(lineOf(where), `${where.join('.')}: ${issue.message}`);
      }),
    };
  const entries = (linter: keyof LintExceptions, list: 'ids' | 'names') =>
    (parsed.data[linter] ?? []).map((e, i): ExceptionEntry => ({
      reason: e.reason,
      line: lineOf([linter, i]),
      ...('kind' in e && e.kind ? { kind: e.kind } : {}),
      values: ((e as unknown as Record<string, string[] | undefined>)[list] ?? []).map((value, j) => ({
        value,
        line: lineOf([linter, i, list, j]),
      })),
    }));
  return {
    exceptions: { 'pregnancy-data': entries('pregnancy-data', 'ids'), names: entries('names', 'names') },
    problems: [],
  };
}
