import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedRedisUrl } from '../support/databases.js';
import { FuzzStatistics } from './support/fuzz-statistics.js';
import {
  sameSiteHeaders,
  signInAgain,
  signUpPerson,
  startHostileApp,
  type HostileApp,
  type Person,
} from './support/hostile-app.js';
import { anyRequest, describeRequest, type HostileRequest } from './support/hostile-requests.js';
import { OWN_ID } from './support/hostile-values.js';
import { loadOperations } from './support/openapi-operations.js';
import { send, setCookiesOf, type RawResponse } from './support/raw-http.js';
import { responseProblems } from './support/response-checks.js';

// A fixed seed keeps CI repeatable; FUZZ_SEED and FUZZ_RUNS explore further (e.g. FUZZ_RUNS=50000).
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_500);
const MIN_REQUESTS = Math.min(RUNS, 5_000);

const operations = loadOperations();
let target: HostileApp;
let person: Person;
const stats = new FuzzStatistics();

beforeAll(async () => {
  // The services run (TEST_REDIS_URL) fuzzes the Redis-backed sessions, cache and rate limits as well, in a
  // logical database of its own, so its thousands of sign-ins never count against another suite's limits.
  const redis = process.env.TEST_REDIS_URL;
  target = await startHostileApp({ redisUrl: redis ? isolatedRedisUrl(redis, 13) : null });
  person = await signUpPerson(target, 'fuzz');
});
afterAll(async () => {
  await target?.close();
});

async function sendHostile(req: HostileRequest): Promise<RawResponse> {
  const own = (text: string) => text.split(OWN_ID).join(person.id);
  const headers: Record<string, string> = { ...req.headers };
  if (req.signedIn || req.sameSiteHeaders) Object.assign(headers, sameSiteHeaders(target));
  if (req.signedIn) headers.cookie = person.cookie;
  const res = await send(target.port, {
    method: req.method,
    target: own(req.target),
    headers,
    body: req.body === undefined ? undefined : Buffer.from(own(req.body), 'utf8'),
    chunked: req.chunked,
  });
  stats.record(req, res);
  return res;
}

/** Sign-out, deletion or a new sign-in may end the fuzzing person's session: start a new one when they did. */
async function keepSignedIn(res: RawResponse): Promise<void> {
  if (!setCookiesOf(res).some((c) => /^(__Host-)?otc_session=/.test(c))) return;
  const me = await send(target.port, { method: 'GET', target: '/api/auth/me', headers: { cookie: person.cookie } });
  if (me.status === 401) person = await signInAgain(target, person).catch(() => signUpPerson(target, 'fuzz'));
}

describe('hostile requests for every operation in openapi.yaml', () => {
  it('never answers 5xx, always answers errors as JSON with a message, and keeps serving', async () => {
    expect(operations.length).toBeGreaterThan(20);
    console.log(`openapi fuzz: seed ${SEED}, ${RUNS} runs over ${operations.length} operations`);
    const started = performance.now();
    const property = fc.asyncProperty(anyRequest(operations), async (req) => {
      const res = await sendHostile(req);
      if (req.signedIn) await keepSignedIn(res);
      const problems = responseProblems(res);
      if (problems.length) {
        throw new Error(`${problems.join('; ')}\n← ${res.status} ${res.text.slice(0, 300)}`);
      }
    });
    const details = await fc.check(property, { seed: SEED, numRuns: RUNS });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`openapi fuzz: ${stats.total} requests in ${seconds} s\n${stats.table()}`);

    const counterexample = details.counterexample?.[0];
    expect(
      details.failed,
      counterexample &&
        `Minimal counterexample (seed ${details.seed}, path "${details.counterexamplePath}", ` +
          `${details.numShrinks} shrinks; rerun with FUZZ_SEED=${details.seed}):\n` +
          `${describeRequest(counterexample)}\n→ ${String(details.errorInstance)}`,
    ).toBe(false);
    expect(stats.total).toBeGreaterThanOrEqual(MIN_REQUESTS);

    // Every operation was tried, and signed-in requests got past the sign-in check.
    for (const op of operations)
      expect(stats.countOf(op), op.operationId).toBeGreaterThan(RUNS / operations.length / 4);
    const signedInOnly = operations.filter((op) => stats.needsSignIn(op));
    expect(signedInOnly.length).toBeGreaterThan(0);
    for (const op of signedInOnly) expect(stats.signedInPastSignIn(op), op.operationId).toBeGreaterThan(0);

    const health = await send(target.port, { method: 'GET', target: '/api/health', headers: {} });
    expect(health.status).toBe(200);
  }, 240_000);
});
