/** error: the content must not ship (lint fails); warning: worth fixing, reported but does not fail. */
export type LintSeverity = 'error' | 'warning';

/** One thing a linter found, located so an editor can jump to it. */
export interface LintProblem {
  /** Path relative to the content folder, e.g. formulations/advil.yaml */
  file: string;
  line: number;
  linter: string;
  severity: LintSeverity;
  message: string;
}

/** `file:line: [linter] error: message`, one line a person (or an editor's problem matcher) can read. */
export const formatLintProblem = (p: LintProblem) => `${p.file}:${p.line}: [${p.linter}] ${p.severity}: ${p.message}`;
