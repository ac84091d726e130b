import type { INestApplication } from '@nestjs/common';
import { createClient } from 'redis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, isolatedRedisUrl } from '../support/databases.js';
import { uniqueEmail } from '../support/people.js';
import { startTestApp, testConfig } from '../support/test-app.js';

// Included only with TEST_REDIS_URL (pnpm test:services); uses the PostgreSQL server when TEST_DATABASE_URL is set.
// A logical database of its own: suites run in parallel and count the same client address.
const redisUrl = isolatedRedisUrl(process.env.TEST_REDIS_URL!, 10);
const database = testDatabases().at(-1)!;

describe(`two API instances on one ${database.name} and one Redis`, () => {
  let a: INestApplication;
  let b: INestApplication;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    const rateLimits = {
      signIn: { limit: 3, ttlMs: 60_000 },
      signUp: { limit: 1000, ttlMs: 60_000 },
      passwordReset: { limit: 1000, ttlMs: 60_000 },
      contact: { limit: 1000, ttlMs: 60_000 },
      anonymousSearch: { limit: 1000, ttlMs: 60_000 },
      signedInSearch: { limit: 1000, ttlMs: 60_000 },
      verifyEmail: { limit: 1000, ttlMs: 60_000 },
      vocabulary: { limit: 1000, ttlMs: 60_000 },
    };
    // PGlite in memory cannot be shared between two instances; they share the server when there is one.
    a = await startTestApp(testConfig(created.config, { redisUrl, rateLimits }));
    b =
      created.config.kind === 'postgres' ? await startTestApp(testConfig(created.config, { redisUrl, rateLimits })) : a;
  });
  afterAll(async () => {
    await a?.close();
    if (b !== a) await b?.close();
    await drop?.();
  });

  it('accepts on one instance a session made on the other, and ends it on both at sign-out', async () => {
    const signUp = await request(a.getHttpServer())
      .post('/api/auth/sign-up')
      .send({ email: uniqueEmail(), password: 'Orchid-Lantern-12' });
    const cookie = signUp.headers['set-cookie']![0]!.split(';')[0]!;
    expect((await request(b.getHttpServer()).get('/api/auth/me').set('cookie', cookie)).status).toBe(200);
    await request(b.getHttpServer())
      .post('/api/profile/sync')
      .set('cookie', cookie)
      .send({ profile: { allergies: ['Latex'] } });
    const profile = await request(a.getHttpServer()).get(`/api/profile/${signUp.body.id}`).set('cookie', cookie);
    expect(profile.body.allergies).toEqual(['Latex']);
    expect((await request(a.getHttpServer()).post('/api/auth/sign-out').set('cookie', cookie)).status).toBe(204);
    expect((await request(b.getHttpServer()).get('/api/auth/me').set('cookie', cookie)).status).toBe(401);
  });

  it('judges a search on one instance with the profile just saved on the other', async () => {
    const signUp = await request(a.getHttpServer())
      .post('/api/auth/sign-up')
      .send({ email: uniqueEmail(), password: 'Orchid-Lantern-12' });
    const cookie = signUp.headers['set-cookie']![0]!.split(';')[0]!;
    const search = async () =>
      (await request(a.getHttpServer()).post('/api/search/basic').set('cookie', cookie).send({ query: 'headache' }))
        .body as { safe: { name: string }[]; unsafe: { medication: { name: string } }[] };
    const isAvoided = (answer: Awaited<ReturnType<typeof search>>, name: RegExp) =>
      answer.unsafe.some((u) => name.test(u.medication.name));
    // Instance a reads (and, were it to cache, would keep) the empty profile first.
    expect(isAvoided(await search(), /ibuprofen/i)).toBe(false);
    await request(b.getHttpServer())
      .post('/api/profile/sync')
      .set('cookie', cookie)
      .send({ profile: { allergies: ['Ibuprofen'] } });
    expect(isAvoided(await search(), /ibuprofen/i)).toBe(true);
    // Each later save, too: instance a knows a profile it read is out of date without reading it again.
    const save = (profile: object) =>
      request(b.getHttpServer()).post('/api/profile/sync').set('cookie', cookie).send({ profile });
    await save({ allergies: [] });
    expect(isAvoided(await search(), /ibuprofen/i)).toBe(false);
    await save({ allergies: ['Ibuprofen'] });
    expect(isAvoided(await search(), /ibuprofen/i)).toBe(true);
    expect(isAvoided(await search(), /ibuprofen/i)).toBe(true);
  });

  it('counts a rate limit across both instances', async () => {
    // Counters outlive a run by their window: start from zero.
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    const keys = await redis.keys('rate:signIn:*');
    if (keys.length > 0) await redis.del(keys);
    await redis.quit();
    const attempt = (app: INestApplication) =>
      request(app.getHttpServer()).post('/api/auth/sign-in').send({ email: uniqueEmail(), password: 'whatever1' });
    const statuses = [await attempt(a), await attempt(b), await attempt(a), await attempt(b)].map((r) => r.status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
