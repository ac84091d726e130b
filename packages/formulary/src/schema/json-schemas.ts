import { z } from 'zod';
import { CONTENT_KINDS, type ContentKind } from './content-kinds.js';

/** The published JSON Schema of one kind of content file (what an editor uses to complete and check YAML). */
export function jsonSchemaOf(kind: ContentKind): string {
  const schema = z.toJSONSchema(CONTENT_KINDS[kind], { target: 'draft-2020-12', unrepresentable: 'any' });
  return `${JSON.stringify({ ...schema, title: `OTC Relief content: ${kind}` }, null, 2)}\n`;
}
