import type { Linter } from './linter.js';

/** What loading already finds (unreadable YAML, schema violations, unresolved wording), reported as it is. */
export const loadLinter: Linter = {
  name: 'load',
  severity: 'error',
  description: 'every file is valid YAML, satisfies its schema and builds into the formulary the engine uses',
  run: (context) => context.loadProblems,
};
