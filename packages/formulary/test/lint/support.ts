import { formatLintProblem, lintContent, type LintOptions } from '../../src/index.js';
import { contentFolder, minimalFiles } from '../support/content-folder.js';

export const FORMULATION = 'formulations/examplol-200-mg.yaml';
export const INGREDIENT = 'ingredients/examplol.yaml';

/** The example's directions: ask a doctor under 12 (as its age fact says), a dose from 12. */
export const DIRECTIONS = `directions:
  source: label
  bands:
    - belowYears: 12
      action: ask-a-doctor
    - fromYears: 12
      action: dose
      amount: 1 tablet
      text: every 4 hours
`;

/**
 * The minimal content made lint-clean: the ingredient records that nothing is known of it in pregnancy or
 * breastfeeding, and the formulation has every label section.
 */
export const cleanFiles: Record<string, string> = {
  ...minimalFiles,
  [INGREDIENT]: minimalFiles[INGREDIENT]!.replace(
    'source: dailymed-example\n',
    `facts:
  pregnancy:
    noData: true
    source: dailymed-example
  breastfeeding:
    noData: true
    source: dailymed-example
labelLists:
  source: dailymed-example
  doNotUse: []
  askDoctor: []
  askDoctorOrPharmacist: []
source: dailymed-example
`,
  ),
  'symptoms/headache.yaml': `id: headache
name: Headache
synonyms: [head pain]
review: []
`,
  // What the apps read instead of hard-coding it (the app-content linter asks for it).
  'red-flags/chest-pain.yaml': `id: chest-pain
order: 1
message: Chest pain can be a heart attack. Call 911.
source: dailymed-example
patterns: ['\\bchest pain\\b']
review: []
`,
  'categories/search-filter.yaml': `id: search-filter
entries:
  - productCategory: pain-relief
    label: Pain relief
review: []
`,
  'categories/common-symptoms.yaml': `id: common-symptoms
entries:
  - symptomId: headache
review: []
`,
  'categories/quick-searches.yaml': `id: quick-searches
entries:
  - symptomId: headache
    label: headache
review: []
`,
  [FORMULATION]: minimalFiles[FORMULATION]!.replace('uses: []', 'uses: [headache]')
    .replace('warnings: []', 'warnings: [Stop use if pain lasts.]')
    .replace('sideEffects: []', 'sideEffects: [Upset stomach]')
    .replace('interactions: []', 'interactions: [None listed on the label]')
    .replace('contraindications: []', 'contraindications: [Allergy to examplol]')
    // Last, so the line numbers other tests point at stay put.
    .concat(DIRECTIONS),
};

/** A lint-clean content folder in a temporary directory, with `changes` applied (null deletes a file). */
export const lintFolder = (changes: Record<string, string | null> = {}) => contentFolder({ ...cleanFiles, ...changes });

/** The problems one linter finds in a changed clean folder, as `file:line: [linter] severity: message`. */
export function problemsOf(linter: string, changes: Record<string, string | null>, options: LintOptions = {}) {
  return lintContent(lintFolder(changes), options)
    .problems.filter((p) => p.linter === linter)
    .map(formatLintProblem);
}

/** Replaces text that must be present, so a test cannot silently stop changing what it means to. */
export function edit(file: string, from: string, to: string): Record<string, string> {
  const text = cleanFiles[file]!;
  if (!text.includes(from)) throw new Error(`${file} has no '${from}'`);
  return { [file]: text.replace(from, to) };
}
