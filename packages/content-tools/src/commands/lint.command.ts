import { formatLintProblem, lintContent, LINTERS } from '@otc/formulary';
import type { CommandResult } from '../command-result.js';
import { count } from '../text-layout.js';

/** The linters, one line each, for `content lint --help` and the docs. */
export const lintersHelp = () =>
  `\nLinters (errors fail; warnings are reported):\n${LINTERS.map((l) => `  ${l.name.padEnd(18)} ${l.severity.padEnd(8)} ${l.description}`).join('\n')}\n`;

/** `content lint [--fix]`: one file:line line per problem; exit 1 when there is an error. */
export function lintCommand(contentDir: string, options: { fix?: boolean }): CommandResult {
  const result = lintContent(contentDir, { fix: options.fix });
  const lines = result.problems.map(formatLintProblem);
  if (options.fix) lines.push(...result.fixed.map((file) => `fixed ${file}`));
  if (lines.length > 0) lines.push('');
  const fixed = options.fix ? `; --fix rewrote ${count(result.fixed.length, 'file')}` : '';
  lines.push(`${count(result.counts.error, 'error')}, ${count(result.counts.warning, 'warning')}${fixed}`);
  return { stdout: `${lines.join('\n')}\n`, exitCode: result.ok ? 0 : 1 };
}
