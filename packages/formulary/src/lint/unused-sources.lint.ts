import { eachSourceRef } from './content-walk.js';
import type { Linter } from './linter.js';

/** A source nothing cites is either left over from an edit or a citation someone forgot to write. */
export const unusedSourcesLinter: Linter = {
  name: 'unused-sources',
  severity: 'warning',
  description: 'every source is cited by at least one fact, ingredient, presentation, supplement or snippet',
  run: ({ content }) => {
    const cited = new Set(eachSourceRef(content).map((ref) => ref.id));
    return content.sources
      .filter(({ item }) => !cited.has(item.id))
      .map((at) => ({ file: at.file, line: at.lineOf(['id']), message: `source '${at.item.id}' is cited by nothing` }));
  },
};
