import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedRedisUrl } from '../support/databases.js';
import { call, ownClientAddress, type Reply } from '../support/http-call.js';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.js';
import { startServer, type ServerProcess } from '../support/spawn-server.js';

// The database goes away under a running API process (a PostgreSQL cluster of the test's own, stopped with
// `pg_ctl -m immediate`) and comes back. Services suite only: it needs PostgreSQL's server binaries and Redis.
const redisUrl = isolatedRedisUrl(process.env.TEST_REDIS_URL!, 12);
const from = ownClientAddress();
const password = 'correct horse';

let database: PrivatePostgres;
let server: ServerProcess;
let person: { id: string; email: string; cookie: string };

beforeAll(async () => {
  database = await startPrivatePostgres();
  // Sign-in is asked many times from one address here: a higher limit keeps the 503s, not 429s, in view.
  server = await startServer({ DATABASE_URL: database.url, REDIS_URL: redisUrl, RATE_LIMIT_MULTIPLIER: '100' });
  const email = `db-fault.${Date.now()}@example.com`;
  const signUp = await call(server.base, 'POST', '/api/auth/sign-up', { body: { email, password }, from });
  expect(signUp.status).toBe(201);
  person = { id: signUp.body.id, email, cookie: signUp.cookie! };
  const profile = { profile: { age: 40, allergies: ['Aspirin'] } };
  expect(
    (await call(server.base, 'POST', '/api/profile/sync', { body: profile, cookie: person.cookie, from })).status,
  ).toBe(200);
});
afterAll(async () => {
  await server?.stop();
  database?.destroy();
});

const signIn = () => call(server.base, 'POST', '/api/auth/sign-in', { body: { email: person.email, password }, from });
const readProfile = () => call(server.base, 'GET', `/api/profile/${person.id}`, { cookie: person.cookie, from });
const ready = () => call(server.base, 'GET', '/api/health/ready', { from });
const anonymousSearch = (query: string) => call(server.base, 'POST', '/api/search/basic', { body: { query }, from });

function expectUnavailable(reply: Reply) {
  expect(reply.status).toBe(503);
  expect(reply.contentType).toContain('application/json');
  expect(reply.body.message).toEqual(expect.any(String));
  expect(reply.body.message.length).toBeGreaterThan(10);
  expect(reply.body.code).toBe('service.unavailable');
  expect(reply.ms).toBeLessThan(2000);
}

describe('an API process whose database goes away and comes back', () => {
  it('answers 503 quickly while the database is down, keeps anonymous search up, and recovers without a restart', async () => {
    expect((await signIn()).status).toBe(200);
    expect((await ready()).status).toBe(200);

    // Anonymous search needs no database: it is asked throughout, every 100 ms, and must always answer.
    const searches: Reply[] = [];
    let searching = true;
    const searchLoop = (async () => {
      for (let i = 0; searching; i++) {
        searches.push(await anonymousSearch(i % 2 === 0 ? 'headache' : `runny nose ${i}`));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    try {
      await outageAndRecovery();
    } finally {
      searching = false;
      await searchLoop;
    }
    expect(searches.length).toBeGreaterThan(15);
    expect(searches.filter((r) => r.status !== 200)).toEqual([]);
    expect(Math.max(...searches.map((r) => r.ms))).toBeLessThan(2000);
    expect(server.running()).toBe(true);
  });
});

/** Stops the database, checks every answer while it is down, starts it again and checks that all works. */
async function outageAndRecovery() {
  database.stop('immediate');
  const downAt = Date.now();
  const worst: Record<string, number> = {};
  // Several rounds, so answers are fast every time, not only the first.
  while (Date.now() - downAt < 2500) {
    for (const [name, request] of [
      ['sign-in', signIn],
      ['profile read', readProfile],
      ['ready', ready],
    ] as const) {
      const reply = await request();
      expectUnavailable(reply);
      worst[name] = Math.max(worst[name] ?? 0, Math.round(reply.ms));
    }
    const readiness = await ready();
    expect(readiness.body.checks?.database).toBe('down');
    expect(server.running()).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`database down: slowest 503 per route (ms) ${JSON.stringify(worst)}`);

  database.start();
  const upAt = Date.now();
  let readyAgain: Reply;
  do {
    readyAgain = await ready();
    if (readyAgain.status !== 200) await new Promise((r) => setTimeout(r, 50));
  } while (readyAgain.status !== 200 && Date.now() - upAt < 15_000);
  const recoveryMs = Date.now() - upAt;
  console.log(`database back: ready again after ${recoveryMs} ms, same process (pid ${server.pid})`);
  expect(readyAgain.status).toBe(200);
  expect(readyAgain.body.checks.database).toBe('up');
  expect((await signIn()).status).toBe(200);
  const profile = await readProfile();
  expect(profile.status).toBe(200);
  expect(profile.body).toMatchObject({ age: 40, allergies: ['Aspirin'] });
}
