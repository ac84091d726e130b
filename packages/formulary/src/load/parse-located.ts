import { isMap, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import type { Problem } from './problem.js';

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

/**
 * Parses one YAML file holding a map and checks it against a schema. Each problem (YAML syntax or schema) is
 * pushed with the line it is on; undefined when there is any, else the data and a way to find a path's line.
 */
export function parseLocated<T>(
  file: string,
  text: string,
  schema: z.ZodType<T>,
  problems: Problem[],
): { data: T; lineOf: (path?: (string | number)[]) => number } | undefined {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
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
  const parsed = schema.safeParse(data);
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
  return { data: parsed.data, lineOf };
}
