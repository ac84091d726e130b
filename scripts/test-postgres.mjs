// The PostgreSQL-mode suite: the API tests (repositories, start-up) against a real server as well as PGlite.
// Uses TEST_DATABASE_URL, or the machine's server at 127.0.0.1:5432 (database `test`) as CI has it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// pg is the API's dependency; resolve it from there rather than adding it to the root.
const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg');

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query('SHOW server_version');
  console.log(`PostgreSQL ${rows[0].server_version} at ${new URL(url).host}: running the API suite against it.`);
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${new URL(url).host} (${error.code ?? error.message}).`);
  console.error('Start the server (see README, "Running on PostgreSQL") or set TEST_DATABASE_URL.');
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

const vitest = path.join(root, 'node_modules/.bin/vitest');
const result = spawnSync(vitest, ['run', '--project', 'api'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
if (result.error) console.error(`Could not run ${vitest}: ${result.error.message}`);
process.exit(result.status ?? 1);
