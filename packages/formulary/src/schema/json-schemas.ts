import { z } from 'zod';
import { knownGapsSchema, scenarioFileSchema } from '../scenarios/scenario.schema.js';
import { CONTENT_KINDS, type ContentKind } from './content-kinds.js';

/** The published JSON Schema of one kind of content file (what an editor uses to complete and check YAML). */
export function jsonSchemaOf(kind: ContentKind): string {
  const schema = z.toJSONSchema(CONTENT_KINDS[kind], { target: 'draft-2020-12', unrepresentable: 'any' });
  return `${JSON.stringify({ ...schema, title: `OTC Relief content: ${kind}` }, null, 2)}\n`;
}

/** Schemas of the files that are not content items: scenario files and the known-gaps list, by file name. */
export const OTHER_SCHEMAS: Record<string, z.ZodType> = {
  'scenarios.schema.json': scenarioFileSchema,
  'known-gaps.schema.json': knownGapsSchema,
};

export function otherJsonSchema(fileName: string): string {
  const schema = z.toJSONSchema(OTHER_SCHEMAS[fileName]!, { target: 'draft-2020-12', unrepresentable: 'any' });
  return `${JSON.stringify({ ...schema, title: `OTC Relief ${fileName.replace('.schema.json', '')}` }, null, 2)}\n`;
}
