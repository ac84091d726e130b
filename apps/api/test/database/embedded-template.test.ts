import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, templateFile } from '../../src/database/embedded-template.js';

// Services suite: not run again (it is about the embedded database only).

const scratch = mkdtempSync(path.join(tmpdir(), 'otc-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function folder(name: string): string {
  return path.join(scratch, name);
}

async function tables(db: PGlite): Promise<string[]> {
  const { rows } = await db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return rows.map((row) => row.tablename);
}

// Two clusters are built the slow way here (initdb in WebAssembly, several seconds each under load).
describe('a new embedded database', { timeout: 120_000 }, () => {
  const cache = folder('cache');
  // The first case keeps the copy; a case run on its own (vitest -t) makes it first.
  const keptCopy = async () => {
    if (!existsSync(templateFile(cache))) await (await openEmbeddedDatabase(null, cache)).close();
    return templateFile(cache);
  };

  it('is built once, kept, and later ones start from the kept empty cluster, never from what the first one wrote', async () => {
    const first = await openEmbeddedDatabase(null, cache);
    expect(existsSync(templateFile(cache))).toBe(true);
    await first.exec('CREATE TABLE written_by_first (id int); INSERT INTO written_by_first VALUES (1);');
    const keptAt = statSync(templateFile(cache)).mtimeMs;

    const second = await openEmbeddedDatabase(null, cache);
    expect(await tables(second)).toEqual([]);
    await second.exec('CREATE TABLE own (id int)');
    expect(await tables(second)).toEqual(['own']);
    expect(await tables(first)).toEqual(['written_by_first']);
    // Loaded, not rebuilt: the kept file was not written again.
    expect(statSync(templateFile(cache)).mtimeMs).toBe(keptAt);
    await Promise.all([first.close(), second.close()]);
  });

  it('in a data folder starts from the kept cluster and keeps its rows across a reopen', async () => {
    const keptAt = statSync(await keptCopy()).mtimeMs;
    const dataDir = folder('data-b');
    const db = await openEmbeddedDatabase(dataDir, cache);
    await db.exec("CREATE TABLE notes (body text); INSERT INTO notes VALUES ('still here');");
    await db.close();

    const reopened = await openEmbeddedDatabase(dataDir, cache);
    const { rows } = await reopened.query<{ body: string }>('SELECT body FROM notes');
    expect(rows).toEqual([{ body: 'still here' }]);
    await reopened.close();
    expect(statSync(templateFile(cache)).mtimeMs).toBe(keptAt);
  });

  it('survives a damaged kept file: builds the slow way, leaves nothing half-unpacked, and keeps a good copy', async () => {
    const damaged = folder('cache-damaged');
    mkdirSync(damaged);
    const file = templateFile(damaged);
    copyFileSync(await keptCopy(), file);
    const good = readFileSync(file);
    // Cut near the end: enough unpacks (PG_VERSION among it) to break a slow build in the same folder.
    writeFileSync(file, good.subarray(0, good.length - 10_000));

    const dataDir = folder('data-c');
    const db = await openEmbeddedDatabase(dataDir, damaged);
    await db.exec('CREATE TABLE after_repair (id int)');
    expect(await tables(db)).toEqual(['after_repair']);
    await db.close();
    expect(readdirSync(dataDir)).toContain('PG_VERSION');
    expect(statSync(file).size).toBe(good.length);
  });
});
