import { formatLintProblem, lintContent, LINTERS, loadContent, readingLevels, type RawContent } from '@otc/formulary';
import type { CommandResult } from '../command-result.js';
import { count } from '../text-layout.js';

/** The linters, one line each, for `content lint --help` and the docs. */
export const lintersHelp = () =>
  `\nLinters (errors fail; warnings are reported):\n${LINTERS.map((l) => `  ${l.name.padEnd(18)} ${l.severity.padEnd(8)} ${l.description}`).join('\n')}\n`;

/** `content lint [--fix]`: one file:line line per problem; exit 1 when there is an error. */
export function lintCommand(contentDir: string, options: { fix?: boolean; reading?: boolean }): CommandResult {
  const result = lintContent(contentDir, { fix: options.fix });
  const lines = result.problems.map(formatLintProblem);
  if (options.fix) lines.push(...result.fixed.map((file) => `fixed ${file}`));
  if (lines.length > 0) lines.push('');
  const fixed = options.fix ? `; --fix rewrote ${count(result.fixed.length, 'file')}` : '';
  lines.push(`${count(result.counts.error, 'error')}, ${count(result.counts.warning, 'warning')}${fixed}`);
  const { raw } = loadContent(contentDir);
  lines.push(catalogueLine(raw), readingLine(raw));
  if (options.reading)
    lines.push(
      ...readingLevels(raw)
        .texts.filter((t) => t.grade > 8)
        .map((t) => `  grade ${t.grade.toFixed(1)}: ${t.text}`),
    );
  return { stdout: `${lines.join('\n')}\n`, exitCode: result.ok ? 0 : 1 };
}

/** What the content covers, so a coverage target is one glance away. */
function catalogueLine(raw: RawContent): string {
  const presentations = raw.formulations.reduce((n, { item }) => n + item.presentations.length, 0);
  const rx = raw.ingredients.filter(({ item }) => item.kind === 'rx').length;
  return `catalogue: ${raw.formulations.length} formulations, ${presentations} presentations, ${raw.supplements.length} supplements, ${raw.ingredients.length - rx} OTC and supplement ingredients, ${rx} prescription medicines, ${raw.conditions.length} conditions`;
}

/** How hard the reason texts are to read (Flesch-Kincaid US grade); the target is grade 8 or below. */
function readingLine(raw: RawContent): string {
  const { texts, median, bands } = readingLevels(raw);
  const atOrBelow8 = bands.upTo6 + bands.grade7to8;
  return `reading grade of ${texts.length} reason texts: median ${median.toFixed(1)}; ${atOrBelow8} at grade 8 or below (${bands.upTo6} up to 6, ${bands.grade7to8} at 7-8), ${bands.grade9to10} at 9-10, ${bands.over10} above 10`;
}
