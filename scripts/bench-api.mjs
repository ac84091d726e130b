// `pnpm bench:api`: throughput and latency of the production build, one process, on the embedded database and
// (when one answers) on a PostgreSQL server. A benchmark that prints figures, not a test: these machines are
// shared, so read the ratios to /api/health in the same run, not absolutes.
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 4) tune the load; BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) names the server, and a fresh schema is made there and dropped after.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startSmtpSink } from './smtp-sink.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// pg is the API's dependency; resolve it from there rather than adding it to the root.
const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg');

// A 30-entry profile, as a person with several conditions and medicines has: the signed-in search judges it all.
const HEAVY_PROFILE = {
  age: 68,
  gender: 'female',
  allergies: ['penicillin', 'sulfa', 'latex', 'peanuts', 'aspirin', 'codeine', 'shellfish', 'ragweed'],
  conditions: [
    'high blood pressure',
    'type 2 diabetes',
    'asthma',
    'glaucoma',
    'kidney disease',
    'enlarged prostate',
    'heart disease',
    'thyroid disease',
    'stomach ulcer',
    'liver disease',
  ],
  currentMedications: [
    'warfarin',
    'lisinopril',
    'metformin',
    'levothyroxine',
    'sertraline',
    'atorvastatin',
    'amlodipine',
    'omeprazole',
    'albuterol',
    'furosemide',
  ].map((name) => ({ name, dosage: 'As directed', frequency: 'daily' })),
  isPregnant: false,
  isBreastfeeding: false,
};

async function startApi(databaseEnv) {
  const port = 4400 + Math.floor(Math.random() * 500);
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      NODE_ENV: 'production',
      SMTP_URL: smtp.url,
      // Production requires the secret of its keyed hashes; a fresh one per run.
      SECURITY_HASH_KEY: randomBytes(32).toString('hex'),
      // One person searching thousands of times a second: the limiter would answer 429, and it is not what is
      // measured here.
      RATE_LIMIT_MULTIPLIER: '10000',
      ...databaseEnv,
    },
    // Its JSON log lines are not read here: an unread pipe fills up and stalls the server, so they go nowhere.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, server };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not become ready in 30 s');
}

async function signedInCookie(base) {
  const email = `bench-${randomBytes(6).toString('hex')}@example.com`;
  const signUp = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bench-Orchid-Lantern-12' }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
  const cookie = signUp.headers.get('set-cookie').split(';')[0];
  const saved = await fetch(`${base}/api/profile/sync`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ profile: HEAVY_PROFILE }),
  });
  if (!saved.ok) throw new Error(`saving the profile answered ${saved.status}: ${await saved.text()}`);
  return cookie;
}

const run = (base, name, options) =>
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

async function benchOne(label, databaseEnv) {
  const { base, server } = await startApi(databaseEnv);
  try {
    const cookie = await signedInCookie(base);
    // Every request says what a browser's says: gzip accepted (only the signed-in answer is sent compressed).
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const json = { ...browser, 'content-type': 'application/json' };
    const search = JSON.stringify({ query: 'headache' });
    const routes = [
      ['GET /api/health', { path: '/api/health', headers: browser }],
      ["POST /api/search/basic 'headache'", { path: '/api/search/basic', method: 'POST', headers: json, body: search }],
      [
        'same, signed in (30-entry profile)',
        { path: '/api/search/basic', method: 'POST', headers: { ...json, cookie }, body: search },
      ],
      ["GET /api/search/suggestions 'hea'", { path: '/api/search/suggestions?query=hea', headers: browser }],
    ];
    // Warm-up: JIT and the anonymous search cache.
    for (const [name, options] of routes) await run(base, name, { ...options, duration: 2 });
    const results = [];
    for (const [name, options] of routes) results.push(await run(base, name, options));
    report(label, results);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

function report(label, results) {
  console.log(
    `\n${label}: ${connections} connections, ${seconds} s per route, one API process, node ${process.version}\n`,
  );
  console.log(
    `${'route'.padEnd(36)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'requests'.padStart(9)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(36)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.total).padStart(9)}`,
    );
  }
  const [health, search, signedIn, suggestions] = results;
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  const ratio = search.rps / health.rps;
  const signedInRatio = signedIn.rps / health.rps;
  console.log(`\nsearch/health throughput: ${(ratio * 100).toFixed(0)}% (target >= 60%) -> ${verdict(ratio >= 0.6)}`);
  console.log(
    `signed-in search/health throughput: ${(signedInRatio * 100).toFixed(0)}% (target >= 50%) -> ${verdict(signedInRatio >= 0.5)}`,
  );
  console.log(
    `signed-in search p99: ${signedIn.p99} ms, health p99: ${health.p99} ms (target <= 2x) -> ${verdict(signedIn.p99 <= 2 * health.p99)}`,
  );
  console.log(`search p99: ${search.p99} ms (target < 10 ms) -> ${verdict(search.p99 < 10)}`);
  console.log(`suggestions p99: ${suggestions.p99} ms (target < 5 ms) -> ${verdict(suggestions.p99 < 5)}`);
}

async function withPostgresSchema(body) {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL: not reachable at ${new URL(pgUrl).host} (${error.code ?? error.message}); skipped.`);
    return;
  }
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    await body(url.toString());
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

// Production demands a mail server; this one drops what it gets.
const smtp = await startSmtpSink();
const dataDir = mkdtempSync(path.join(tmpdir(), 'otc-bench-'));
try {
  await benchOne('Embedded database (PGlite)', { DATA_DIR: dataDir });
  await withPostgresSchema((url) => benchOne(`PostgreSQL at ${new URL(url).host}`, { DATABASE_URL: url }));
} finally {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
