import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../support/people.js';
import { startTestApp, testConfig } from '../support/test-app.js';

let app: INestApplication;
const http = () => request(app.getHttpServer());

beforeAll(async () => {
  const base = testConfig();
  app = await startTestApp(
    testConfig(undefined, {
      publicUrl: 'https://app.test',
      rateLimits: { ...base.rateLimits, verifyEmail: { limit: 3, ttlMs: 60_000 } },
    }),
  );
});
afterAll(async () => {
  await app?.close();
});

describe('email verification codes', () => {
  it('cannot be tried without end from one client: 429 with Retry-After past the limit', async () => {
    const attempt = () => http().post('/api/auth/verify-email').send({ oobCode: 'guessed-code-0123456789' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ statusCode: 429, message: expect.stringMatching(/Too many attempts/) });
  });
});

describe('sign-up while signed in', () => {
  it('ends the session the browser had before on the server', async () => {
    const first = await signUp(app);
    const second = await http()
      .post('/api/auth/sign-up')
      .set('cookie', first.cookie)
      .send({ email: uniqueEmail('second'), password: 'Harbor-Quartz-83-Tulip' });
    expect(second.status).toBe(201);
    expect((await http().get('/api/auth/me').set('cookie', first.cookie)).status).toBe(401);
    const fresh = second.headers['set-cookie']![0]!.split(';')[0]!;
    expect((await http().get('/api/auth/me').set('cookie', fresh)).body.id).toBe(second.body.id);
  });
});

describe('the cross-site check compares scheme, host and port', () => {
  const signOut = (host: string, origin: string) =>
    http().post('/api/auth/sign-out').set('host', host).set('origin', origin);

  it('accepts the public origin and the request’s own origin', async () => {
    expect((await signOut('internal:3000', 'https://app.test')).status).toBe(204);
    expect((await signOut('app.test', 'https://app.test:443')).status).toBe(204);
    expect((await signOut('site.local:3000', 'http://site.local:3000')).status).toBe(204);
  });

  it.each([
    ['http://app.test', 'plain http next to the https public URL'],
    ['https://app.test:8443', 'the public host on another port'],
    ['http://site.local:4000', 'the request’s host on another port'],
    ['https://site.local:3000', 'the request’s host and port over another scheme'],
  ])('refuses Origin %s (%s)', async (origin) => {
    const res = await signOut('site.local:3000', origin);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This request came from another website and was refused.');
  });
});
