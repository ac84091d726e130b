import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { createClient } from 'redis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedRedisUrl } from '../support/databases.js';
import { signUp } from '../support/people.js';
import { startTestApp, testConfig } from '../support/test-app.js';

// Included only with TEST_REDIS_URL (pnpm test:services).
// A logical database of its own: suites run in parallel and count the same client address.
const redisUrl = isolatedRedisUrl(process.env.TEST_REDIS_URL!, 8);
let app: INestApplication;
let redis: ReturnType<typeof createClient>;
const http = () => request(app.getHttpServer());
const hashOf = (cookie: string) => createHash('sha256').update(cookie.split('=')[1]!).digest('hex');

beforeAll(async () => {
  app = await startTestApp(testConfig(undefined, { redisUrl }));
  redis = createClient({ url: redisUrl });
  await redis.connect();
});
afterAll(async () => {
  await app?.close();
  await redis?.quit();
});

describe('sessions kept in Redis', () => {
  it('are in the data export (metadata only), without the ones that have expired', async () => {
    const person = await signUp(app);
    const cookies = [person.cookie];
    for (let i = 0; i < 2; i++) {
      const res = await http().post('/api/auth/sign-in').send({ email: person.email, password: person.password });
      cookies.push(res.headers['set-cookie']![0]!.split(';')[0]!);
    }
    // As if Redis had expired the second one.
    await redis.del(`session:${hashOf(cookies[1]!)}`);
    expect(await redis.ttl(`user-sessions:${person.id}`)).toBeGreaterThan(0);

    const res = await http().get('/api/account/export').set('cookie', person.cookie);
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(2);
    for (const session of res.body.sessions)
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'expiresAt', 'lastSeenAt', 'method']);
    for (const cookie of cookies) expect(JSON.stringify(res.body)).not.toContain(hashOf(cookie));
    expect((await redis.sMembers(`user-sessions:${person.id}`)).sort()).toEqual(
      [hashOf(cookies[0]!), hashOf(cookies[2]!)].sort(),
    );
  });

  it('are all removed from Redis, with their index, when the account is deleted', async () => {
    const person = await signUp(app);
    const again = await http().post('/api/auth/sign-in').send({ email: person.email, password: person.password });
    const other = again.headers['set-cookie']![0]!.split(';')[0]!;
    const deleted = await http()
      .delete('/api/account')
      .set('cookie', person.cookie)
      .send({ password: person.password });
    expect(deleted.status).toBe(204);
    expect(await redis.exists([`session:${hashOf(person.cookie)}`, `session:${hashOf(other)}`])).toBe(0);
    expect(await redis.exists(`user-sessions:${person.id}`)).toBe(0);
    expect((await http().get('/api/auth/me').set('cookie', other)).status).toBe(401);
  });
});
