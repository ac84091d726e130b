import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isSeq, parseDocument, YAMLSeq } from 'yaml';
import { fingerprintOf } from '../load/fingerprint.js';
import type { RawContent } from '../load/read-content.js';
import type { ContentKind } from '../schema/content-kinds.js';

export interface SignOffRequest {
  /** Item ids, optionally as kind/id; a presentation id names its formulation. */
  ids: string[];
  by: string;
  /** The label or source version the pharmacist read. */
  label: string;
  /** YYYY-MM-DD */
  on: string;
}

export interface SignOffResult {
  signed: { id: string; file: string }[];
  /** One line per id that could not be signed off; nothing is written when there is any. */
  problems: string[];
}

/** Which files an id names: every kind holding that id, plus the formulation of a presentation with that id. */
export function filesNamedBy(content: RawContent, ref: string): string[] {
  const [kind, id] = ref.includes('/') ? (ref.split('/', 2) as [string, string]) : [undefined, ref];
  const files = new Set<string>();
  for (const [k, items] of Object.entries(content) as [ContentKind, RawContent[ContentKind]][]) {
    if (kind && kind !== k) continue;
    for (const { item, file } of items) {
      if (item.id === id) files.add(file);
      if (k === 'formulations' && 'presentations' in item && item.presentations.some((p) => p.id === id))
        files.add(file);
    }
  }
  return [...files];
}

/**
 * Records a pharmacist's sign-off in each named file: who, when, which label version, and a fingerprint of
 * the item as it is now, so a later edit shows up as unreviewed again. Comments and layout are kept.
 */
export function signOff(root: string, content: RawContent, request: SignOffRequest): SignOffResult {
  const problems: string[] = [];
  const targets: { id: string; file: string }[] = [];
  for (const ref of request.ids) {
    const files = filesNamedBy(content, ref);
    if (files.length === 0) problems.push(`${ref}: no content item has this id`);
    else if (files.length > 1)
      problems.push(`${ref}: several items have this id (${files.join(', ')}); name one as kind/id`);
    else targets.push({ id: ref, file: files[0]! });
  }
  if (problems.length > 0) return { signed: [], problems };

  for (const target of targets) {
    const full = path.join(root, target.file);
    const doc = parseDocument(readFileSync(full, 'utf8'));
    const item = doc.toJS() as object;
    let review = doc.get('review');
    if (!isSeq(review)) {
      review = new YAMLSeq();
      doc.set('review', review);
    }
    const seq = review as YAMLSeq;
    seq.flow = false;
    seq.add(doc.createNode({ by: request.by, on: request.on, label: request.label, fingerprint: fingerprintOf(item) }));
    writeFileSync(full, doc.toString({ lineWidth: 0 }));
  }
  return { signed: targets, problems };
}
