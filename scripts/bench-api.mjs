// `pnpm bench:api`: throughput and latency of the production build on the embedded database, one process.
// A benchmark that prints figures, not a test: these machines are shared, so read the ratio, not absolutes.
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 4) tune the load.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startSmtpSink } from './smtp-sink.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const dataDir = mkdtempSync(path.join(tmpdir(), 'otc-bench-'));
const port = 4400 + Math.floor(Math.random() * 500);

// Production demands a mail server; this one drops what it gets.
const smtp = await startSmtpSink();
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SMTP_URL: smtp.url,
    // Production requires the secret of its keyed hashes; a fresh one per run.
    SECURITY_HASH_KEY: randomBytes(32).toString('hex'),
  },
  // Its JSON log lines are not read here: an unread pipe fills up and stalls the server, so they go nowhere.
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

async function waitUntilReady() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become ready in 30 s');
}

const run = (name, options) =>
  new Promise((resolve, reject) => {
    autocannon({ url: `${base}${options.path}`, connections, duration: seconds, ...options }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve({
        name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        total: result.requests.total,
      });
    });
  });

try {
  await waitUntilReady();
  const json = { 'content-type': 'application/json' };
  const routes = [
    ['GET /api/health', { path: '/api/health' }],
    [
      "POST /api/search/basic 'headache'",
      { path: '/api/search/basic', method: 'POST', headers: json, body: JSON.stringify({ query: 'headache' }) },
    ],
    ["GET /api/search/suggestions 'hea'", { path: '/api/search/suggestions?query=hea' }],
  ];
  // Warm-up: JIT and the anonymous search cache.
  for (const [name, options] of routes) await run(name, { ...options, duration: 2 });
  const results = [];
  for (const [name, options] of routes) results.push(await run(name, options));

  console.log(
    `\n${connections} connections, ${seconds} s per route, one API process, embedded database, node ${process.version}\n`,
  );
  console.log(
    `${'route'.padEnd(36)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'requests'.padStart(9)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(36)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.total).padStart(9)}`,
    );
  }
  const [health, search, suggestions] = results;
  const ratio = search.rps / health.rps;
  console.log(
    `\nsearch/health throughput ratio: ${(ratio * 100).toFixed(0)}% (target >= 60%) -> ${ratio >= 0.6 ? 'met' : 'NOT met'}`,
  );
  console.log(`search p99: ${search.p99} ms (target < 10 ms) -> ${search.p99 < 10 ? 'met' : 'NOT met'}`);
  console.log(`suggestions p99: ${suggestions.p99} ms (target < 5 ms) -> ${suggestions.p99 < 5 ? 'met' : 'NOT met'}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
