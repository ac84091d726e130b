// `pnpm --filter @otc/formulary schemas`: regenerates schema/*.schema.json from the zod schemas.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_KINDS, schemaFileName, type ContentKind } from './content-kinds.js';
import { jsonSchemaOf, OTHER_SCHEMAS, otherJsonSchema } from './json-schemas.js';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'schema');
mkdirSync(dir, { recursive: true });
for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[])
  writeFileSync(path.join(dir, schemaFileName(kind)), jsonSchemaOf(kind));
for (const name of Object.keys(OTHER_SCHEMAS)) writeFileSync(path.join(dir, name), otherJsonSchema(name));
process.stdout.write(
  `wrote ${Object.keys(CONTENT_KINDS).length + Object.keys(OTHER_SCHEMAS).length} schemas to ${dir}\n`,
);
