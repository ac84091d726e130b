import type { Problem } from '../load/problem.js';
import type { RawContent } from '../load/read-content.js';
import type { ContentKind } from '../schema/content-kinds.js';
import type { LintExceptions } from './lint-exceptions.js';
import type { LintSeverity } from './lint-problem.js';

/** What every linter reads: the content as loaded, plus what loading it reported. */
export interface LintContext {
  content: RawContent;
  /** What loadContent reported: unreadable YAML, schema and build problems. */
  loadProblems: Problem[];
  /**
   * The ids of every file of each kind, valid or not (from the file names), so that one broken file is reported
   * once, by `load`, rather than at every reference to it.
   */
  fileIds: Record<ContentKind, Set<string>>;
  exceptions: LintExceptions;
}

/** A linter's finding; lintContent adds the linter's name and severity. */
export type Finding = Problem;

/** One concern of the content, checked on its own. */
export interface Linter {
  name: string;
  severity: LintSeverity;
  /** One line, for `--help` and the docs. */
  description: string;
  run: (context: LintContext) => Finding[];
}
