import { writeFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { createApp } from '../app-factory.js';
import { loadConfig } from '../config/app-config.js';
import { buildOpenApiDocument } from './openapi-document.js';

/** Keys sorted at every level so the file only changes when the API does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

export function renderOpenApiYaml(document: object): string {
  return stringify(sortKeys(document), { lineWidth: 0 });
}

// Usage: node dist/openapi/write-openapi.js OUT_FILE. Boots the app on an in-memory database, writes the YAML.
const outFile = process.argv[2];
if (!outFile) {
  console.error('usage: write-openapi OUT_FILE');
  process.exit(2);
}
// Only what shapes the API matters here; the rest is the configuration of an empty environment.
const config = loadConfig({}, null);
const app = await createApp(
  { ...config, dataDir: null, database: { kind: 'embedded', dataDir: null }, google: null },
  { logger: ['error'] },
);
await app.init();
writeFileSync(outFile, renderOpenApiYaml(buildOpenApiDocument(app)));
await app.close();
