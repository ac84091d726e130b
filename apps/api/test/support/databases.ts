import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config/app-config.js';

export interface TestDatabase {
  name: string;
  /** A fresh, empty database (an in-memory engine or a private schema) and how to throw it away. */
  create: () => Promise<CreatedDatabase>;
}

interface CreatedDatabase {
  /** For an app built in the test process. */
  config: DatabaseConfig;
  /** For a server process started the way a user starts it: the same database through environment variables. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

const embedded: TestDatabase = {
  name: 'embedded PGlite',
  create: async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'otc-test-db-'));
    return {
      config: { kind: 'embedded', dataDir: null },
      env: { DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
};

// libpq's `options` parameter sets the schema for every connection the server opens.
function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

// Each suite gets its own schema on the server, so runs never see each other's rows.
const postgres = (url: string): TestDatabase => ({
  name: 'PostgreSQL server',
  create: async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    return {
      config: { kind: 'postgres', url, schema },
      env: { DATABASE_URL: withSearchPath(url, schema) },
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
        await client.end();
      },
    };
  },
});

/**
 * PGlite always; a real server too when TEST_DATABASE_URL is set. The services suite (pnpm test:services, CI) sets
 * TEST_SERVER_ONLY as well: the PGlite runs were the unit step's.
 */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return [embedded];
  return process.env.TEST_SERVER_ONLY ? [postgres(url)] : [embedded, postgres(url)];
}

/**
 * The PostgreSQL server of the services suite (TEST_DATABASE_URL, which pnpm test:services and CI set), for
 * tests that only make sense on a real server, such as several API processes sharing one database.
 */
export function postgresTestDatabase(): TestDatabase {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('This suite needs TEST_DATABASE_URL (pnpm test:services sets it).');
  return postgres(url);
}

/**
 * The shared Redis at a logical database of the suite's own (1-15): another suite's clean-up of keys in the
 * default database cannot reach it, while it stays the same server the app is configured with.
 */
export function isolatedRedisUrl(url: string, database: number): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
