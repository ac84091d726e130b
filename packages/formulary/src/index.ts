export type * from './types.js';
export { CONTENT_DIR, formulary } from './formulary.js';
export { loadContent, loadFormulary, type LoadedContent } from './load/load-content.js';
export { ContentError, formatProblem, type Problem } from './load/problem.js';
export type { Located, RawContent } from './load/read-content.js';
export { currentReview, GENERAL_PREGNANCY_SNIPPET } from './load/build-formulary.js';
export { fingerprintOf } from './load/fingerprint.js';
export { CONTENT_KINDS, schemaFileName, type ContentItem, type ContentKind } from './schema/content-kinds.js';
export type * from './schema/common.schema.js';
export type * from './schema/kinds.schema.js';
export { filesNamedBy, signOff, type SignOffRequest, type SignOffResult } from './review/sign-off.js';
export { unreviewedItems, type UnreviewedItem } from './review/unreviewed.js';
export { contentAtRef, GitRefError } from './load/content-at-ref.js';
export {
  REASON_CODES,
  scenarioSchema,
  scenarioFileSchema,
  knownGapsSchema,
  type Scenario,
  type ScenarioProfile,
  type KnownGap,
} from './scenarios/scenario.schema.js';
export {
  readScenarios,
  SCENARIO_FOLDER,
  KNOWN_GAPS_FILE,
  type LocatedScenario,
  type ScenarioSet,
} from './scenarios/read-scenarios.js';
export { lintContent, type LintOptions, type LintResult } from './lint/lint-content.js';
export { formatLintProblem, type LintProblem, type LintSeverity } from './lint/lint-problem.js';
export { LINTERS } from './lint/linters.js';
export { LINT_EXCEPTIONS_FILE } from './lint/lint-exceptions.js';
export { fixContent, formatContentFile, schemaHeader } from './lint/fix-content.js';
export { readingGrade, readingLevels, type ReadingLevels } from './lint/reading-level.js';
