import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, CONTENT_KINDS, schemaFileName, type ContentKind } from '../src/index.js';
import { jsonSchemaOf, OTHER_SCHEMAS, otherJsonSchema } from '../src/schema/json-schemas.js';

const schemaDir = path.resolve(CONTENT_DIR, '..', 'schema');
const kinds = Object.keys(CONTENT_KINDS) as ContentKind[];

describe('the published JSON Schemas', () => {
  it.each(kinds)(
    '%s.schema.json is what the zod schema generates (run `pnpm --filter @otc/formulary schemas`)',
    (kind) => {
      expect(readFileSync(path.join(schemaDir, schemaFileName(kind)), 'utf8')).toBe(jsonSchemaOf(kind));
    },
  );

  it.each(kinds)('every %s file names its schema in a yaml-language-server header', (kind) => {
    const header = `# yaml-language-server: $schema=../../schema/${schemaFileName(kind)}`;
    const missing = readdirSync(path.join(CONTENT_DIR, kind)).filter(
      (name) => readFileSync(path.join(CONTENT_DIR, kind, name), 'utf8').split('\n', 1)[0] !== header,
    );
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(OTHER_SCHEMAS))('%s is what the zod schema generates', (name) => {
    expect(readFileSync(path.join(schemaDir, name), 'utf8')).toBe(otherJsonSchema(name));
  });

  it('every scenario file names its schema in a yaml-language-server header', () => {
    const dir = path.join(CONTENT_DIR, 'scenarios');
    const headerOf = (name: string) =>
      `# yaml-language-server: $schema=../../schema/${name === 'known-gaps.yaml' ? 'known-gaps' : 'scenarios'}.schema.json`;
    const missing = readdirSync(dir)
      .filter((name) => name.endsWith('.yaml'))
      .filter((name) => readFileSync(path.join(dir, name), 'utf8').split('\n', 1)[0] !== headerOf(name));
    expect(missing).toEqual([]);
  });
});
