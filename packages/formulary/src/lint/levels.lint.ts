import { eachFact } from './content-walk.js';
import type { Linter } from './linter.js';

/**
 * Every avoid fact says how strongly it says no (`level`), so the app can tell "do not use" from "ask a
 * pharmacist first"; a caution never blocks, so it has none. Allergy alerts are "do not use" by nature and carry
 * no severity.
 */
export const levelsLinter: Linter = {
  name: 'levels',
  severity: 'error',
  description:
    'every avoid fact has a level (do-not-use for a label "Do not use" line or a clear contraindication; ask-first for "Ask a doctor before use", LactMed, Beers), and no caution has one',
  run: ({ content }) =>
    eachFact(content).flatMap(({ at, path, fact }) => {
      if (fact.severity === 'avoid' && fact.level === undefined)
        return [
          {
            file: at.file,
            line: at.lineOf([...path, 'severity']),
            message:
              'this avoid fact has no level: write `level: do-not-use` where the source says "Do not use" (or it is a clear contraindication), `level: ask-first` where it says to ask a doctor or pharmacist first',
          },
        ];
      if (fact.severity === 'caution' && fact.level !== undefined)
        return [
          {
            file: at.file,
            line: at.lineOf([...path, 'level']),
            message: 'a caution never blocks, so it has no level: remove it, or make the fact `severity: avoid`',
          },
        ];
      return [];
    }),
};
