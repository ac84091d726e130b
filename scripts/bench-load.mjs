// `node scripts/bench-load.mjs` (part of `pnpm bench`): a mixed load at a fixed rate against the production build
// (NODE_ENV=production) on PostgreSQL, with Redis when it answers, for BENCH_LOAD_SECONDS (default 60).
// Anonymous searches, suggestions, sign-ins and profile reads run side by side, each at its own fixed rate, so each
// route gets its own p50/p99. Prints a table and, with --json FILE, writes the figures for scripts/bench.mjs.
// A benchmark, not a test: it fails (exit 1) only when a request fails or the server cannot start.
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a server where a fresh database is
// created for the run and dropped after. BENCH_REDIS_URL (default redis://127.0.0.1:6379/13, a logical database of
// its own; the app's keys there are deleted before and after): set it to "none" to run without Redis.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startSmtpSink } from './smtp-sink.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// pg and redis are the API's dependencies; resolve them from there rather than adding them to the root.
const apiRequire = createRequire(path.join(root, 'apps/api/package.json'));
const pg = apiRequire('pg');
const { createClient } = apiRequire('redis');

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisSetting = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
// Sign-ins at this rate from one address pass the production limit (10 a minute) at once: the multiplier lifts
// every limit for the run, which measures the routes rather than the limiter.
const RATE_LIMIT_MULTIPLIER = 1000;
const ACCOUNTS = 40;
const PASSWORD = 'bench password 1';

// Requests per second for each route; together a steady mixed load.
const MIX = [
  { name: 'POST /api/search/basic (anonymous)', rate: 100 },
  { name: 'GET /api/search/suggestions', rate: 60 },
  { name: 'GET /api/profile/:uid (signed in)', rate: 30 },
  { name: 'POST /api/auth/sign-in', rate: 5 },
];
const QUERIES = [
  'headache',
  'stuffy nose',
  'sore throat and cough',
  'heartburn after meals',
  'allergies with itchy eyes',
  'fever',
  'trouble sleeping',
  'diarrhea',
  'muscle pain',
  'runny nose and sneezing',
];
const PREFIXES = ['hea', 'cou', 'sne', 'fev', 'nau', 'all', 'ibu', 'ace', 'sle', 'dia'];

const pick = (list) => list[Math.floor(Math.random() * list.length)];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Sessions, rate-limit counters and cached answers: what the app writes to Redis.
async function deleteAppKeys(client) {
  for (const pattern of ['session:*', 'user-sessions:*', 'rate:*', 'cache:*']) {
    for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 500 })) {
      if (keys.length > 0) await client.del(keys);
    }
  }
}

async function redisUrlIfReachable() {
  if (redisSetting === 'none') return null;
  const client = createClient({ url: redisSetting, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await deleteAppKeys(client);
    await client.close();
    return redisSetting;
  } catch {
    console.log(`Redis does not answer at ${redisSetting}: running without Redis (sessions and limits in PostgreSQL).`);
    return null;
  }
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

async function main() {
  const databaseName = `otc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  const { rows } = await admin.query('SHOW server_version');
  const postgresVersion = rows[0].server_version;
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const redisUrl = await redisUrlIfReachable();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'otc-bench-load-'));
  // Production demands a mail server (sign-ups send a verification email); this one drops what it gets.
  const smtp = await startSmtpSink();
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SMTP_URL: smtp.url,
      // Production requires the secret of its keyed hashes; a fresh one per run.
      SECURITY_HASH_KEY: randomBytes(32).toString('hex'),
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      RATE_LIMIT_MULTIPLIER: String(RATE_LIMIT_MULTIPLIER),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverErrors = '';
  server.stderr.on('data', (chunk) => (serverErrors += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));

  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 120 || server.exitCode !== null) throw new Error(`the server did not start:\n${serverErrors}`);
      await new Promise((r) => setTimeout(r, 250));
    }

    // People with a profile and a session each; the load client keeps their cookies as a browser would
    // (production cookies are Secure, which only a browser enforces: this client sends them over plain http).
    const json = { 'content-type': 'application/json', origin: base };
    const people = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const email = `bench.${i}.${databaseName}@example.com`;
      const signUp = await fetch(`${base}/api/auth/sign-up`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
      const cookie = signUp.headers.getSetCookie()[0].split(';')[0];
      const { id } = await signUp.json();
      const profile = { age: 20 + i, allergies: ['Aspirin'], conditions: ['High blood pressure'], gender: 'female' };
      const sync = await fetch(`${base}/api/profile/sync`, {
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({ profile }),
      });
      if (sync.status !== 200) throw new Error(`profile save failed: ${sync.status} ${await sync.text()}`);
      people.push({ email, id, cookie });
    }

    const requestsFor = {
      [MIX[0].name]: {
        method: 'POST',
        path: '/api/search/basic',
        headers: json,
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ query: pick(QUERIES) }) }),
      },
      [MIX[1].name]: {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: `/api/search/suggestions?query=${pick(PREFIXES)}` }),
      },
      [MIX[2].name]: {
        method: 'GET',
        setupRequest: (req) => {
          const person = pick(people);
          return { ...req, path: `/api/profile/${person.id}`, headers: { ...req.headers, cookie: person.cookie } };
        },
      },
      [MIX[3].name]: {
        method: 'POST',
        path: '/api/auth/sign-in',
        headers: json,
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: pick(people).email, password: PASSWORD }) }),
      },
    };
    const run = (route, duration) =>
      new Promise((resolve, reject) => {
        autocannon(
          {
            url: base,
            duration,
            overallRate: route.rate,
            // Enough connections that the rate, not waiting for a free connection, sets the pace.
            connections: Math.max(2, Math.ceil(route.rate / 10)),
            requests: [requestsFor[route.name]],
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      });

    // Warm-up (JIT, caches, connection pools), then the measured run with every route at once.
    await Promise.all(MIX.map((route) => run(route, 5)));
    const rssStart = rssKb(server.pid);
    const samples = [];
    const sampler = setInterval(() => samples.push(rssKb(server.pid)), 1000);
    const started = Date.now();
    const results = await Promise.all(MIX.map((route) => run(route, seconds)));
    const elapsed = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const rssEnd = rssKb(server.pid);

    const routes = MIX.map((route, i) => {
      const r = results[i];
      return {
        route: route.name,
        targetRate: route.rate,
        achievedRate: r.requests.total / elapsed,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
      };
    });
    const failures = routes.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
    const summary = {
      seconds,
      elapsed,
      postgres: postgresVersion,
      redis: redisUrl !== null,
      accounts: ACCOUNTS,
      rateLimitMultiplier: RATE_LIMIT_MULTIPLIER,
      routes,
      failures,
      rssStartMb: rssStart / 1024,
      rssEndMb: rssEnd / 1024,
      rssPeakMb: Math.max(rssStart, rssEnd, ...samples) / 1024,
    };

    const totalRate = MIX.reduce((sum, r) => sum + r.rate, 0);
    console.log(
      `\n${seconds} s mixed load at ${totalRate} req/s, production build (NODE_ENV=production), one process, ` +
        `PostgreSQL ${postgresVersion}${redisUrl ? ' + Redis' : ''}, ${ACCOUNTS} signed-in people, ` +
        `RATE_LIMIT_MULTIPLIER=${RATE_LIMIT_MULTIPLIER}\n`,
    );
    console.log(
      `${'route'.padEnd(36)} ${'rate/s'.padStart(7)} ${'done/s'.padStart(7)} ${'requests'.padStart(9)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
    );
    for (const r of routes) {
      console.log(
        `${r.route.padEnd(36)} ${String(r.targetRate).padStart(7)} ${r.achievedRate.toFixed(1).padStart(7)} ${String(r.requests).padStart(9)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.max).padStart(7)}`,
      );
    }
    console.log(
      `\nserver memory (VmRSS): ${summary.rssStartMb.toFixed(1)} MB at the start, ${summary.rssEndMb.toFixed(1)} MB at the end, ${summary.rssPeakMb.toFixed(1)} MB at the peak`,
    );
    console.log(failures === 0 ? 'no failed requests' : `FAILED REQUESTS: ${failures}`);
    if (jsonOut) writeFileSync(jsonOut, JSON.stringify(summary, null, 2));
    if (failures > 0) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await exited;
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName}`).catch(() => {});
    await admin.end();
    if (redisUrl) {
      const client = createClient({ url: redisUrl });
      client.on('error', () => {});
      await client
        .connect()
        .then(() => deleteAppKeys(client))
        .then(() => client.close())
        .catch(() => {});
    }
  }
}

main().catch((error) => {
  console.error(`bench-load: ${error.message}`);
  process.exit(1);
});
