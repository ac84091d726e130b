import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '../load/load-content.js';
import { CONTENT_KINDS, type ContentKind } from '../schema/content-kinds.js';
import { fixContent } from './fix-content.js';
import { readLintExceptions } from './lint-exceptions.js';
import type { LintProblem } from './lint-problem.js';
import type { LintContext } from './linter.js';
import { ALL_LINTERS } from './linters.js';

export interface LintOptions {
  /** First rewrite files for layout and key order only (comments kept, meaning unchanged), then lint. */
  fix?: boolean;
}

export interface LintResult {
  /** Sorted by file and line. */
  problems: LintProblem[];
  /** No errors (warnings do not fail). */
  ok: boolean;
  counts: { error: number; warning: number };
  /** Files `fix` rewrote, relative to the content folder. */
  fixed: string[];
}

function idsByFileName(root: string): Record<ContentKind, Set<string>> {
  const ids = {} as Record<ContentKind, Set<string>>;
  for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
    const dir = path.join(root, kind);
    const names = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.yaml')) : [];
    ids[kind] = new Set(names.map((n) => n.slice(0, -'.yaml'.length)));
  }
  return ids;
}

/** Runs every linter over a content folder and reports every problem, each with its file, line and linter. */
export function lintContent(root: string, options: LintOptions = {}): LintResult {
  const fixed = options.fix ? fixContent(root) : [];
  const loaded = loadContent(root);
  const { exceptions, problems: exceptionProblems } = readLintExceptions(root);
  const fileIds = idsByFileName(root);
  // A file that failed to load is reported once; building then calls every citation of it unknown, which is noise.
  const cascade = (message: string) => {
    const cited = /^unknown (source|snippet) '(.*)'$/.exec(message);
    return !!cited && fileIds[cited[1] === 'source' ? 'sources' : 'snippets'].has(cited[2]!);
  };
  const context: LintContext = {
    content: loaded.raw,
    loadProblems: [...loaded.problems.filter((p) => !cascade(p.message)), ...exceptionProblems],
    fileIds,
    exceptions,
  };
  const found = ALL_LINTERS.flatMap((linter) =>
    linter.run(context).map((f): LintProblem => ({ ...f, linter: linter.name, severity: linter.severity })),
  );
  // Loading also notices an unknown source or snippet; the linter that owns the concern says it better, once.
  const ownedElsewhere = new Set(
    found.filter((p) => p.linter !== 'load' && p.severity === 'error').map((p) => `${p.file}:${p.line}`),
  );
  const problems = found
    .filter((p) => p.linter !== 'load' || !ownedElsewhere.has(`${p.file}:${p.line}`))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const counts = {
    error: problems.filter((p) => p.severity === 'error').length,
    warning: problems.filter((p) => p.severity === 'warning').length,
  };
  return { problems, ok: counts.error === 0, counts, fixed };
}
