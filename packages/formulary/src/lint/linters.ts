import { appContentLinter } from './app-content.lint.js';
import { labelListsLinter } from './label-lists.lint.js';
import { labelSectionsLinter } from './label-sections.lint.js';
import { directionsLinter } from './directions.lint.js';
import { lexiconLinter } from './lexicon.lint.js';
import { levelsLinter } from './levels.lint.js';
import type { Linter } from './linter.js';
import { loadLinter } from './load.lint.js';
import { namesLinter } from './names.lint.js';
import { pregnancyDataLinter } from './pregnancy-data.lint.js';
import { readingLevelLinter } from './reading-level.lint.js';
import { referencesLinter } from './references.lint.js';
import { repeatedWordingLinter } from './repeated-wording.lint.js';
import { reviewRecordsLinter } from './review-records.lint.js';
import { sourcesLinter } from './sources.lint.js';
import { unusedSnippetsLinter } from './unused-snippets.lint.js';
import { unusedSourcesLinter } from './unused-sources.lint.js';

/** Every linter, errors first, in the order lintContent runs them. */
export const ALL_LINTERS: readonly Linter[] = [
  loadLinter,
  referencesLinter,
  lexiconLinter,
  sourcesLinter,
  levelsLinter,
  pregnancyDataLinter,
  labelListsLinter,
  namesLinter,
  labelSectionsLinter,
  directionsLinter,
  reviewRecordsLinter,
  appContentLinter,
  readingLevelLinter,
  unusedSourcesLinter,
  unusedSnippetsLinter,
  repeatedWordingLinter,
];

/** Each linter's name, severity and one-line description, for `--help` and the docs. */
export const LINTERS = ALL_LINTERS.map(({ name, severity, description }) => ({ name, severity, description }));
