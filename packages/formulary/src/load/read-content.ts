import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { CONTENT_KINDS, type ContentItem, type ContentKind } from '../schema/content-kinds.js';
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

function locate(doc: Document, counter: LineCounter) {
  return (at: (string | number)[] = []): number => {
    // A missing key is reported at its nearest existing parent.
    for (let depth = at.length; depth >= 0; depth--) {
      const node = doc.getIn(at.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return counter.linePos(node.range[0]).line;
    }
    return 1;
  };
}

const valueAt = (data: unknown, at: (string | number)[]): unknown =>
  at.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    data,
  );

function readOne(kind: ContentKind, dir: string, name: string, problems: Problem[]) {
  const file = `${kind}/${name}`;
  const counter = new LineCounter();
  const doc = parseDocument(readFileSync(path.join(dir, name), 'utf8'), { lineCounter: counter, prettyErrors: false });
  if (doc.errors.length > 0) {
    for (const error of doc.errors)
      problems.push({ file, line: counter.linePos(error.pos[0]).line, message: `not valid YAML: ${error.code}` });
    return undefined;
  }
  if (!isMap(doc.contents)) {
    problems.push({ file, line: 1, message: 'a content file holds one item: a map of fields' });
    return undefined;
  }
  const lineOf = locate(doc, counter);
  const data: unknown = doc.toJS();
  const parsed = (CONTENT_KINDS[kind] as z.ZodType).safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const where = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
      // An unknown key is best shown where it is written.
      if (issue.code === 'unrecognized_keys' && issue.keys.length === 1) {
        problems.push({ file, line: lineOf([...where, issue.keys[0]!]), message: issue.message });
        continue;
      }
      const field = where.length > 0 ? `${where.join('.')}: ` : '';
      const missing = where.length > 0 && valueAt(data, where) === undefined;
      problems.push({ file, line: lineOf(where), message: `${field}${missing ? 'is required' : issue.message}` });
    }
    return undefined;
  }
  const item = parsed.data as { id: string };
  if (`${item.id}.yaml` !== name)
    problems.push({ file, line: lineOf(['id']), message: `the file must be named after its id: ${item.id}.yaml` });
  return { item, file, lineOf };
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
