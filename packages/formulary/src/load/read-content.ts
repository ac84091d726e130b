import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { CONTENT_KINDS, type ContentItem, type ContentKind } from '../schema/content-kinds.js';
import { parseLocated } from './parse-located.js';
import type { Problem } from './problem.js';

/** A parsed, schema-valid content item with where it came from, so later checks can point at a line. */
export interface Located<T> {
  item: T;
  file: string;
  /** The 1-based line of the node at a path in the item (the item's first line when the path is absent). */
  lineOf: (path?: (string | number)[]) => number;
}

export type RawContent = { [K in ContentKind]: Located<ContentItem<K>>[] };

export interface ReadResult {
  content: RawContent;
  problems: Problem[];
}

function readOne(kind: ContentKind, dir: string, name: string, problems: Problem[]) {
  const file = `${kind}/${name}`;
  const parsed = parseLocated(
    file,
    readFileSync(path.join(dir, name), 'utf8'),
    CONTENT_KINDS[kind] as z.ZodType,
    problems,
  );
  if (!parsed) return undefined;
  const item = parsed.data as { id: string };
  if (`${item.id}.yaml` !== name)
    problems.push({
      file,
      line: parsed.lineOf(['id']),
      message: `the file must be named after its id: ${item.id}.yaml`,
    });
  return { item, file, lineOf: parsed.lineOf };
}

/** Reads and validates every content file of every kind; never throws for a bad file, reports it instead. */
export function readContent(root: string): ReadResult {
  const problems: Problem[] = [];
  const content = {} as Record<ContentKind, Located<unknown>[]>;
  for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
    const dir = path.join(root, kind);
    // A kind with no files has no folder in git: an absent folder is an empty kind.
    const names = existsSync(dir) ? readdirSync(dir).sort() : [];
    content[kind] = [];
    for (const name of names) {
      if (!name.endsWith('.yaml')) {
        problems.push({ file: `${kind}/${name}`, line: 1, message: 'content files end in .yaml' });
        continue;
      }
      const located = readOne(kind, dir, name, problems);
      if (located) content[kind].push(located);
    }
  }
  return { content: content as RawContent, problems };
}
