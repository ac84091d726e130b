import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { z } from 'zod';
import { CONTENT_KINDS, schemaFileName, type ContentKind } from '../schema/content-kinds.js';

/** The part of a JSON Schema that says in which order a map's keys are written. */
interface Shape {
  properties?: Record<string, Shape>;
  /** A record (a map of any keys to one shape): its keys have no schema order. */
  additionalProperties?: Shape | boolean;
  items?: Shape;
  anyOf?: Shape[];
}

const shapes = new Map<ContentKind, Shape>();
const shapeOf = (kind: ContentKind): Shape => {
  let shape = shapes.get(kind);
  if (!shape) {
    shape = z.toJSONSchema(CONTENT_KINDS[kind], { unrepresentable: 'any' }) as Shape;
    shapes.set(kind, shape);
  }
  return shape;
};

/** The header that lets an editor complete and check the file against its kind's published schema. */
export const schemaHeader = (kind: ContentKind) =>
  `# yaml-language-server: $schema=../../schema/${schemaFileName(kind)}`;
const HEADER_LINE = /^#\s*yaml-language-server:.*$/;

// A union (a fact or a no-data marker) is ordered by the branch that knows all of the map's keys.
function branchFor(shape: Shape | undefined, keys: string[]): Shape | undefined {
  if (!shape?.anyOf) return shape;
  const objects = shape.anyOf.filter((s) => s.properties);
  return objects.find((s) => keys.every((k) => k in s.properties!)) ?? objects[0];
}

/**
 * Puts each map's keys in schema order (unknown keys last, as they were) and writes collections in block style;
 * comments travel with their keys.
 */
function orderKeys(node: Node | null, shape: Shape | undefined): void {
  // One entry a line, as the shipped files are written (and as prettier leaves them); `[]` stays as it is.
  if ((isSeq(node) || isMap(node)) && node.items.length > 0) node.flow = false;
  if (isSeq(node)) {
    for (const item of node.items) orderKeys(item as Node, shape?.items);
    return;
  }
  if (!isMap(node)) return;
  const keyOf = (pair: (typeof node.items)[number]) => String(isScalar(pair.key) ? pair.key.value : pair.key);
  const branch = branchFor(shape, node.items.map(keyOf));
  // A record's keys have no schema order: alphabetical, so one layout is the layout.
  const isRecord = !branch?.properties && typeof branch?.additionalProperties === 'object';
  const order = isRecord ? node.items.map(keyOf).sort() : Object.keys(branch?.properties ?? {});
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  // The first key's leading comment belongs to the map's start, not to whichever key ends up first.
  const lead = node.items[0]?.key as Node | undefined;
  const leadComment = lead?.commentBefore;
  if (lead) lead.commentBefore = undefined;
  node.items.sort((a, b) => rank(keyOf(a)) - rank(keyOf(b)));
  const first = node.items[0]?.key as Node | undefined;
  if (first && leadComment)
    first.commentBefore = first.commentBefore ? `${leadComment}\n${first.commentBefore}` : leadComment;
  for (const pair of node.items) {
    const valueShape = isRecord ? (branch!.additionalProperties as Shape) : branch?.properties?.[keyOf(pair)];
    orderKeys(pair.value as Node, valueShape);
  }
}

/**
 * One content file laid out the house way: the schema header first, keys in schema order, lists one entry a
 * line, two-space indentation, one trailing newline. Only layout changes; comments stay. Null when the file is not valid YAML.
 */
export function formatContentFile(kind: ContentKind, text: string): string | null {
  const lines = text.split('\n');
  // Drop every header line among the leading comments; the right one is written back on top.
  let start = 0;
  const kept: string[] = [];
  while (start < lines.length && /^\s*(#.*)?$/.test(lines[start]!)) {
    if (!HEADER_LINE.test(lines[start]!)) kept.push(lines[start]!);
    start++;
  }
  const body = [...kept, ...lines.slice(start)].join('\n');
  const doc = parseDocument(body);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return null;
  orderKeys(doc.contents, shapeOf(kind));
  return `${schemaHeader(kind)}\n${doc.toString({ indent: 2, indentSeq: true, lineWidth: 0 })}`;
}

/** Rewrites every content file whose layout or key order is off; returns the files changed (kind/name.yaml). */
export function fixContent(root: string): string[] {
  const fixed: string[] = [];
  for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
    const dir = path.join(root, kind);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.yaml'))
      .sort()) {
      const full = path.join(dir, name);
      const text = readFileSync(full, 'utf8');
      const formatted = formatContentFile(kind, text);
      if (formatted === null || formatted === text) continue;
      writeFileSync(full, formatted);
      fixed.push(`${kind}/${name}`);
    }
  }
  return fixed;
}
