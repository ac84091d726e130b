import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadFormulary } from './load-content.js';
import type { Formulary } from '../types.js';

// Reading the YAML (with line locations for error messages) costs most of a second, paid by every process and
// every test file that imports the catalogue. The built result is plain JSON, so it is kept on disk under a key
// made of the content's bytes and the loader's own code: any edit to either builds afresh, never a stale catalogue.

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full, keep));
    else if (keep(entry.name)) out.push(full);
  }
  return out;
}

/** The cache key: every content file (name and bytes) and every file of the loader's code. */
export function formularyCacheKey(contentDir: string, codeDir: string): string {
  const hash = createHash('sha256');
  for (const [root, keep] of [
    [contentDir, (name: string) => name.endsWith('.yaml')],
    [codeDir, (name: string) => /\.(ts|js)$/.test(name)],
  ] as const) {
    for (const file of filesUnder(root, keep)) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * The formulary of a content folder, from the on-disk cache when its key matches, else loaded and stored.
 * A cache folder that cannot be written (a read-only install) only costs the time saved.
 */
export function loadFormularyCached(contentDir: string, codeDir: string, cacheDir: string): Formulary {
  const file = path.join(cacheDir, `formulary-${formularyCacheKey(contentDir, codeDir)}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Formulary;
  } catch {
    // No entry yet (or a torn one): build it.
  }
  const formulary = loadFormulary(contentDir);
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Write then rename, so a parallel reader never sees half a file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(formulary));
    renameSync(partial, file);
  } catch {
    // Read-only or full disk: serve the freshly loaded content.
  }
  return formulary;
}
