import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// What makes a test file a storage test: it starts the app or a server process (which opens the database the
// environment names, and Redis when configured), or it reads the services suite's own settings.
const STORAGE_MARKERS = [/\bTEST_(DATABASE|REDIS)_URL\b/, /\bcreateApp\(/];
// In the app's sources: the code that opens a database.
const SOURCE_MARKERS = [/\bPGlite\b/];
// A test that behaves the same whatever the environment names (it fixes its own embedded database, or reads no
// storage at all) says so, with why, and is left to the unit step.
const OPT_OUT = /^\/\/ Services suite: not run again \(/m;
const STORAGE_MODULES = new Set(['test-app', 'databases', 'spawn-server', 'private-postgres', 'private-redis']);

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Relative imports of a file, resolved to .ts files (the tests import '.js' names of '.ts' sources). */
function localImports(file, text) {
  const found = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    found.push(path.resolve(path.dirname(file), match[1]).replace(/\.js$/, '.ts'));
  }
  return found;
}

/**
 * Every API test file that reaches a database or Redis, directly or through the helpers it imports (followed
 * through any depth of local imports, the app's own sources included).
 */
export function apiTestFilesUsingStorage(testDir) {
  const srcDir = path.join(path.dirname(testDir), 'src');
  const all = [...filesUnder(testDir), ...filesUnder(srcDir)];
  const texts = new Map(all.map((file) => [file, readFileSync(file, 'utf8')]));
  const memo = new Map();
  const reaches = (file, seen = new Set()) => {
    if (memo.has(file)) return memo.get(file);
    if (seen.has(file) || !texts.has(file)) return false;
    seen.add(file);
    const text = texts.get(file);
    const inTests = file.startsWith(testDir);
    const direct =
      (inTests && STORAGE_MODULES.has(path.basename(file, '.ts'))) ||
      STORAGE_MARKERS.some((marker) => marker.test(text)) ||
      (!inTests && SOURCE_MARKERS.some((marker) => marker.test(text)));
    const result = direct || localImports(file, text).some((next) => reaches(next, seen));
    memo.set(file, result);
    return result;
  };
  return all
    .filter((file) => file.endsWith('.test.ts') && file.startsWith(testDir) && !OPT_OUT.test(texts.get(file)))
    .filter((file) => reaches(file))
    .sort();
}
