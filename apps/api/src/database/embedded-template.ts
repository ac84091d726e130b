import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

// A new embedded database runs initdb inside WebAssembly: 3 to 5 s of CPU on a small machine, paid by every first
// start, every fresh data folder and every test app. Loading a copy of an empty cluster takes under 1 s. The copy
// is made from the first database built the slow way and kept on disk under PGlite's version (the cluster's format
// is PGlite's, nothing of ours is in it): another version builds afresh, never loads a copy it cannot read.

const here = path.dirname(fileURLToPath(import.meta.url));
// Inside this package's own tree, never a shared temp folder another user could plant a file in.
const DEFAULT_CACHE_DIR = path.resolve(here, '..', '..', 'node_modules', '.cache', 'pglite');

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export function templateFile(cacheDir = DEFAULT_CACHE_DIR): string {
  return path.join(cacheDir, `empty-cluster-${pgliteVersion()}.tar`);
}

function readTemplate(file: string): Blob | undefined {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

async function keepTemplate(db: PGlite, file: string): Promise<void> {
  try {
    const dump = await db.dumpDataDir('none');
    mkdirSync(path.dirname(file), { recursive: true });
    // Write then rename, so a process starting alongside never reads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } catch {
    // A read-only install or a full disk: the next start builds the slow way again.
  }
}

/**
 * An embedded database in `dataDir` (or in memory when null). A folder that already holds a cluster is opened as
 * it is; a new one starts from the kept copy of an empty cluster, or is built and then kept for next time.
 */
export async function openEmbeddedDatabase(dataDir: string | null, cacheDir = DEFAULT_CACHE_DIR): Promise<PGlite> {
  if (dataDir) {
    if (existsSync(path.join(dataDir, 'PG_VERSION'))) return PGlite.create(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const file = templateFile(cacheDir);
  const template = readTemplate(file);
  if (template) {
    const before = new Set(dataDir ? readdirSync(dataDir) : []);
    try {
      return await PGlite.create({ dataDir: dataDir ?? undefined, loadDataDir: template });
    } catch {
      // A damaged file: drop it, take back what it unpacked, and build the slow way (which keeps a good copy).
      rmSync(file, { force: true });
      for (const entry of dataDir ? readdirSync(dataDir) : []) {
        if (!before.has(entry)) rmSync(path.join(dataDir!, entry), { recursive: true, force: true });
      }
    }
  }
  const db = await PGlite.create(dataDir ?? undefined);
  await keepTemplate(db, file);
  return db;
}
