import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestDatabase } from '../support/databases.js';
import { call, ownClientAddress, type Reply } from '../support/http-call.js';
import { startPrivateRedis, type PrivateRedis } from '../support/private-redis.js';
import { startServer, type ServerProcess } from '../support/spawn-server.js';

// Redis goes away under a running API process (a redis-server of the test's own, killed) and comes back.
// The chosen behaviour (README, "When Redis is down"): anonymous search goes on without the cache; sessions fail
// closed (503, never signed in nor silently anonymous); rate limits fall back to per-instance counters.
const password = 'correct horse';

let redis: PrivateRedis;
let server: ServerProcess;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await postgresTestDatabase().create();
  drop = created.drop;
  redis = await startPrivateRedis();
  server = await startServer({ ...created.env, REDIS_URL: redis.url });
});
afterAll(async () => {
  await server?.stop();
  await redis?.destroy();
  await drop?.();
});

async function signUp(from: string) {
  const email = `redis-fault.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const reply = await call(server.base, 'POST', '/api/auth/sign-up', { body: { email, password }, from });
  expect(reply.status).toBe(201);
  return { id: reply.body.id as string, email, cookie: reply.cookie! };
}

function expectUnavailable(reply: Reply) {
  expect(reply.status).toBe(503);
  expect(reply.contentType).toContain('application/json');
  expect(reply.body.message).toMatch(/sign-in/);
  expect(reply.body.code).toBe('service.unavailable');
  expect(reply.ms).toBeLessThan(2000);
}

describe('an API process whose Redis goes away and comes back', () => {
  it('serves anonymous search, refuses sessions it cannot read, limits on its own, and recovers', async () => {
    const from = ownClientAddress();
    const person = await signUp(from);
    const me = () => call(server.base, 'GET', '/api/auth/me', { cookie: person.cookie, from });
    expect((await me()).status).toBe(200);

    await redis.stop();

    // Anonymous search: answered (computed without the cache), a cached query and a new one alike.
    for (const query of ['headache', `itchy eyes ${Date.now()}`]) {
      const reply = await call(server.base, 'POST', '/api/search/basic', { body: { query }, from });
      expect(reply.status).toBe(200);
      expect(reply.body.safe.length).toBeGreaterThan(0);
      expect(reply.ms).toBeLessThan(2000);
    }
    // A session that cannot be read is neither accepted nor taken as signed out: 503, also for a personal search.
    expectUnavailable(await me());
    expectUnavailable(
      await call(server.base, 'POST', '/api/search/basic', {
        body: { query: 'headache' },
        cookie: person.cookie,
        from,
      }),
    );
    expectUnavailable(await call(server.base, 'GET', `/api/profile/${person.id}`, { cookie: person.cookie, from }));
    // Signing in cannot start a session.
    expectUnavailable(
      await call(server.base, 'POST', '/api/auth/sign-in', { body: { email: person.email, password }, from }),
    );

    // Password resets need no Redis and keep working, still limited (5 per 15 minutes) by the instance itself.
    const resetFrom = ownClientAddress();
    const resets: number[] = [];
    for (let i = 0; i < 6; i++) {
      const reply = await call(server.base, 'POST', '/api/auth/password-reset', {
        body: { email: person.email },
        from: resetFrom,
      });
      expect(reply.ms).toBeLessThan(2000);
      resets.push(reply.status);
    }
    expect(resets).toEqual([202, 202, 202, 202, 202, 429]);

    const readiness = await call(server.base, 'GET', '/api/health/ready', { from });
    expect(readiness.status).toBe(503);
    expect(readiness.body.checks).toMatchObject({ redis: 'down', database: 'up' });
    expect(server.running()).toBe(true);

    await redis.start();
    const upAt = Date.now();
    let ready: Reply;
    do {
      ready = await call(server.base, 'GET', '/api/health/ready', { from });
      if (ready.status !== 200) await new Promise((r) => setTimeout(r, 50));
    } while (ready.status !== 200 && Date.now() - upAt < 15_000);
    console.log(`Redis back: ready again after ${Date.now() - upAt} ms, same process (pid ${server.pid})`);
    expect(ready.status).toBe(200);
    const signIn = await call(server.base, 'POST', '/api/auth/sign-in', {
      body: { email: person.email, password },
      from,
    });
    expect(signIn.status).toBe(200);
    const meAgain = await call(server.base, 'GET', '/api/auth/me', { cookie: signIn.cookie!, from });
    expect(meAgain.status).toBe(200);
    expect(meAgain.body.id).toBe(person.id);
    expect(server.running()).toBe(true);
  });
});

describe('an API process whose Redis is full', () => {
  it('refuses new sessions with the 503 of an unavailable Redis, not a 500, and carries on once there is room', async () => {
    const admin = createClient({ url: redis.url });
    await admin.connect();
    try {
      // The sessions' Redis runs with noeviction (docker-compose.yml): when full, Redis refuses every write (OOM).
      await admin.configSet({ maxmemory: '1', 'maxmemory-policy': 'noeviction' });
      const from = ownClientAddress();
      const email = `redis-full.${Date.now()}@example.com`;
      expectUnavailable(await call(server.base, 'POST', '/api/auth/sign-up', { body: { email, password }, from }));
      await admin.configSet({ maxmemory: '0' });
      expect((await call(server.base, 'POST', '/api/auth/sign-in', { body: { email, password }, from })).status).toBe(
        200,
      );
    } finally {
      await admin.configSet({ maxmemory: '0' }).catch(() => {});
      await admin.quit();
    }
  });
});
