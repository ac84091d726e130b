import type { SnippetFile } from '../schema/kinds.schema.js';
import type { RedFlag, Source } from '../types.js';
import type { Problem } from './problem.js';
import type { Located, RawContent } from './read-content.js';

interface Resolvers {
  source: (id: string, at: Located<unknown>, path: (string | number)[]) => Source;
  snippets: Map<string, SnippetFile>;
  problems: Problem[];
}

/** Red flags most urgent first, each message followed by its shared advice (e.g. "Call 911 ..."). */
export function buildRedFlags(files: RawContent['red-flags'], { source, snippets, problems }: Resolvers): RedFlag[] {
  const sorted = [...files].sort((a, b) => a.item.order - b.item.order);
  return sorted.map((at) => {
    const { id, message, advice, patterns, holdList } = at.item;
    let text = message;
    if (advice !== undefined) {
      const found = snippets.get(advice);
      if (found) text = `${message} ${found.text}`;
      else problems.push({ file: at.file, line: at.lineOf(['advice']), message: `unknown snippet '${advice}'` });
    }
    return {
      code: id,
      message: text,
      patterns,
      holdList: holdList === true,
      source: source(at.item.source, at, ['source']),
    };
  });
}
