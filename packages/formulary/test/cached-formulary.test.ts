import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadFormulary } from '../src/index.js';
import { formularyCacheKey, loadFormularyCached } from '../src/load/cached-formulary.js';
import { contentFolder, minimalFiles } from './support/content-folder.js';

const codeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const freshCache = () => mkdtempSync(path.join(tmpdir(), 'formulary-cache-'));

describe('the cached catalogue', () => {
  it('is the same catalogue as a fresh load, from the first call and from the cache', () => {
    const content = contentFolder();
    const cache = freshCache();
    const first = loadFormularyCached(content, codeDir, cache);
    expect(readdirSync(cache)).toHaveLength(1);
    const second = loadFormularyCached(content, codeDir, cache);
    expect(first).toEqual(loadFormulary(content));
    expect(second).toEqual(first);
  });

  it('serves an edited content file, never the stale build', () => {
    const content = contentFolder();
    const cache = freshCache();
    expect(loadFormularyCached(content, codeDir, cache).medications[0]!.summary).toBe('Examplol for aches.');
    const file = 'formulations/examplol-200-mg.yaml';
    writeFileSync(path.join(content, file), minimalFiles[file]!.replace('Examplol for aches.', 'Now for pains.'));
    expect(loadFormularyCached(content, codeDir, cache).medications[0]!.summary).toBe('Now for pains.');
  });

  it('changes its key when the loader code changes', () => {
    const content = contentFolder();
    const code = mkdtempSync(path.join(tmpdir(), 'formulary-code-'));
    writeFileSync(path.join(code, 'build.js'), 'export const a = 1;');
    const before = formularyCacheKey(content, code);
    writeFileSync(path.join(code, 'build.js'), 'export const a = 2;');
    expect(formularyCacheKey(content, code)).not.toBe(before);
  });

  it('still loads when the cache folder cannot be made', () => {
    // A plain file where the folder should be: mkdir fails even for root (a read-only install behaves alike).
    const blocker = path.join(freshCache(), 'not-a-folder');
    writeFileSync(blocker, '');
    expect(loadFormularyCached(contentFolder(), codeDir, path.join(blocker, 'cache')).medications).toHaveLength(2);
  });

  it('rebuilds over a torn cache file rather than failing', () => {
    const content = contentFolder();
    const cache = freshCache();
    loadFormularyCached(content, codeDir, cache);
    writeFileSync(path.join(cache, readdirSync(cache)[0]!), '{"medications": [');
    expect(loadFormularyCached(content, codeDir, cache)).toEqual(loadFormulary(content));
  });
});
