import { GENERAL_PREGNANCY_SNIPPET } from '../load/build-formulary.js';
import { eachFact } from './content-walk.js';
import type { Linter } from './linter.js';

/** Shared wording nobody uses is dead text a pharmacist might edit in vain. */
export const unusedSnippetsLinter: Linter = {
  name: 'unused-snippets',
  severity: 'warning',
  description: 'every snippet is used by at least one fact (the general pregnancy statement is used by the loader)',
  run: ({ content }) => {
    const used = new Set([GENERAL_PREGNANCY_SNIPPET, ...eachFact(content).flatMap(({ fact }) => fact.snippet ?? [])]);
    return content.snippets
      .filter(({ item }) => !used.has(item.id))
      .map((at) => ({ file: at.file, line: at.lineOf(['id']), message: `snippet '${at.item.id}' is used by no fact` }));
  },
};
