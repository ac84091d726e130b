import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, isolatedRedisUrl } from '../support/databases.js';
import { uniqueEmail } from '../support/people.js';
import { startTestApp, testConfig } from '../support/test-app.js';

// Included only with TEST_REDIS_URL (pnpm test:services); two instances need the PostgreSQL server to share.
// A logical database of its own: suites run in parallel and count the same client address.
const redisUrl = isolatedRedisUrl(process.env.TEST_REDIS_URL!, 9);
const database = testDatabases().at(-1)!;
// Both instances have the same secret, as replicas of one deployment do.
const hashKey = 'lockout-services-test-key-0123456789abcdef';

describe(`the per-account sign-in limit on two instances sharing ${database.name} and Redis`, () => {
  let a: INestApplication;
  let b: INestApplication;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    const config = testConfig(created.config, { redisUrl, hashKey, trustProxyHops: 1 });
    a = await startTestApp(config);
    b = created.config.kind === 'postgres' ? await startTestApp(config) : a;
  });
  afterAll(async () => {
    await a?.close();
    if (b !== a) await b?.close();
    await drop?.();
  });

  it('counts failures for one account on both instances and refuses it on both', async () => {
    const email = uniqueEmail('shared');
    const password = 'Velvet-Canyon-Beacon-63';
    expect((await request(a.getHttpServer()).post('/api/auth/sign-up').send({ email, password })).status).toBe(201);
    const signIn = (app: INestApplication, i: number, pw: string) =>
      request(app.getHttpServer())
        .post('/api/auth/sign-in')
        .set('X-Forwarded-For', `192.0.2.${i}`)
        .send({ email, password: pw });
    // Five failures on each: neither instance alone saw ten.
    for (let i = 0; i < 10; i++) expect((await signIn(i % 2 ? a : b, i + 1, `wrong-${i}`)).status).toBe(401);
    for (const app of [a, b]) {
      const refused = await signIn(app, 100, password);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
  });
});
