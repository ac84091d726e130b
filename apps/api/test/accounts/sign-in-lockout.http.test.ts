import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../support/people.js';
import { codeFromMail, mailTo, startSmtp } from '../support/smtp.js';
import { startTestApp, testConfig } from '../support/test-app.js';

// Behind one proxy (TRUST_PROXY=1) X-Forwarded-For names the client: each attempt can come from another address.
let app: INestApplication;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let client = 0;
const signInFrom = (from: string, email: string, password: string) =>
  request(app.getHttpServer()).post('/api/auth/sign-in').set('X-Forwarded-For', from).send({ email, password });
const newAddress = () => `198.51.100.${++client}`;
const PASSWORD = 'Quiet-Harbour-Lantern-58';

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp(
    testConfig(undefined, {
      trustProxyHops: 1,
      mail: { smtpUrl: smtp.url, from: 'no-reply@test.local', supportEmail: 'support@test.local' },
    }),
  );
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('per-account limit on password guessing', () => {
  it('refuses the account with 429 and Retry-After after 10 failures from different addresses, even with the right password', async () => {
    const person = await signUp(app, uniqueEmail('guessed'), PASSWORD);
    for (let i = 0; i < 10; i++) expect((await signInFrom(newAddress(), person.email, `wrong-${i}`)).status).toBe(401);
    const right = await signInFrom(newAddress(), person.email.toUpperCase(), PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(right.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(right.body.message).toMatch(/Too many failed sign-ins for this account/);
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('locks an email without an account the same way, so a lockout does not reveal an account', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 10; i++) expect((await signInFrom(newAddress(), ghost, `wrong-${i}`)).status).toBe(401);
    const next = await signInFrom(newAddress(), ghost, 'wrong-again');
    expect(next.status).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('does not lock an account after fewer than 10 failures, nor other accounts', async () => {
    const person = await signUp(app, uniqueEmail('typo'), PASSWORD);
    const other = await signUp(app, uniqueEmail('other'), PASSWORD);
    for (let i = 0; i < 9; i++) expect((await signInFrom(newAddress(), person.email, `wrong-${i}`)).status).toBe(401);
    expect((await signInFrom(newAddress(), person.email, PASSWORD)).status).toBe(200);
    expect((await signInFrom(newAddress(), other.email, PASSWORD)).status).toBe(200);
  });

  it('lets the owner back in at once after a password reset', async () => {
    const person = await signUp(app, uniqueEmail('owner'), PASSWORD);
    for (let i = 0; i < 10; i++) await signInFrom(newAddress(), person.email, `wrong-${i}`);
    expect((await signInFrom(newAddress(), person.email, PASSWORD)).status).toBe(429);
    const reset = await request(app.getHttpServer())
      .post('/api/auth/password-reset')
      .set('X-Forwarded-For', newAddress())
      .send({ email: person.email });
    expect(reset.status).toBe(202);
    await mailTo(smtp.inbox, person.email, '/reset-password');
    const oobCode = codeFromMail(smtp.inbox, person.email, '/reset-password');
    const newPassword = 'Amber-Orchard-Compass-41';
    const confirm = await request(app.getHttpServer())
      .post('/api/auth/password-reset/confirm')
      .set('X-Forwarded-For', newAddress())
      .send({ oobCode, password: newPassword });
    expect(confirm.status).toBe(204);
    expect((await signInFrom(newAddress(), person.email, newPassword)).status).toBe(200);
  });
});

describe('per-address limits count an IPv6 client by its /64', () => {
  let limited: INestApplication;
  beforeAll(async () => {
    const base = testConfig();
    limited = await startTestApp({
      ...base,
      trustProxyHops: 1,
      rateLimits: { ...base.rateLimits, signIn: { limit: 2, ttlMs: 60_000 } },
    });
  });
  afterAll(() => limited?.close());
  const attempt = (from: string) =>
    request(limited.getHttpServer())
      .post('/api/auth/sign-in')
      .set('X-Forwarded-For', from)
      .send({ email: uniqueEmail(), password: 'wrong-password' });

  it('shares one counter between two addresses of the same /64, and not with another /64', async () => {
    expect((await attempt('2001:db8:aa:1::1')).status).toBe(401);
    expect((await attempt('2001:db8:aa:1:ffff:ffff:ffff:fffe')).status).toBe(401);
    const third = await attempt('2001:0db8:00aa:0001::9');
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('2001:db8:aa:2::1')).status).toBe(401);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    expect((await attempt('203.0.113.77')).status).toBe(401);
    expect((await attempt('::ffff:203.0.113.77')).status).toBe(401);
    expect((await attempt('203.0.113.77')).status).toBe(429);
  });
});
