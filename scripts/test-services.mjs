// The services suite: the API tests against a real PostgreSQL server (as well as PGlite) and a real Redis.
// Uses TEST_DATABASE_URL and TEST_REDIS_URL, or the machine's servers as CI has them
// (PostgreSQL at 127.0.0.1:5432, database `test`; Redis at 127.0.0.1:6379).
import net from 'node:net';
import { apiTestFilesUsingStorage } from './test-services/storage-test-files.mjs';
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

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const { hostname, port } = new URL(redisUrl);
const redisUp = await new Promise((resolve) => {
  const socket = net.connect(Number(port || 6379), hostname);
  socket.setTimeout(3000);
  socket.on('connect', () => socket.write('PING\r\n'));
  socket.on('data', (data) => {
    resolve(data.toString().startsWith('+PONG'));
    socket.destroy();
  });
  socket.on('error', () => resolve(false));
  socket.on('timeout', () => {
    resolve(false);
    socket.destroy();
  });
});
if (!redisUp) {
  console.error(`Redis is not answering at ${hostname}:${port || 6379}. Start it (see README) or set TEST_REDIS_URL.`);
  process.exit(1);
}
console.log(`Redis at ${hostname}:${port || 6379}: running the cache suite against it.`);

// Only the API test files that reach a database or Redis: the rest (search reading, ranking, names...) never
// touch either and already ran in the unit step, so running them again here would only cost minutes.
const testDir = path.join(root, 'apps/api/test');
const storageFiles = apiTestFilesUsingStorage(testDir);
console.log(`${storageFiles.length} API test files reach a database or Redis: running them against both servers.`);

const vitest = path.join(root, 'node_modules/.bin/vitest');
const relative = storageFiles.map((file) => path.relative(root, file));
const result = spawnSync(vitest, ['run', '--project', 'api', ...relative], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, TEST_REDIS_URL: redisUrl, TEST_SERVER_ONLY: '1' },
});
if (result.error) console.error(`Could not run ${vitest}: ${result.error.message}`);
process.exit(result.status ?? 1);
