import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailQueue } from '../../src/mail/application/mail-queue.js';
import { signUp, uniqueEmail } from '../support/people.js';
import { codeFromMail, mailTo, startSmtp } from '../support/smtp.js';
import { startTestApp, testConfig } from '../support/test-app.js';

// A mail server that takes 1.5 s to accept each recipient, like a slow one far away.
const SMTP_DELAY_MS = 1500;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const appWithSlowMail = () =>
  startTestApp(
    testConfig(undefined, {
      mail: { smtpUrl: smtp.url, from: 'no-reply@test.local', supportEmail: 'support@test.local' },
    }),
  );

beforeAll(async () => {
  smtp = await startSmtp({ delayMs: SMTP_DELAY_MS });
});
afterAll(async () => {
  await smtp?.close();
});

const timedReset = async (app: INestApplication, email: string) => {
  const started = performance.now();
  const res = await request(app.getHttpServer()).post('/api/auth/password-reset').send({ email });
  return { status: res.status, ms: performance.now() - started };
};

describe('password reset answers alike for an address with and without an account', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await appWithSlowMail();
  });
  afterAll(() => app?.close());

  it('answers at once for an existing account, long before the mail server has answered, and the mail still arrives', async () => {
    const person = await signUp(app, uniqueEmail('slowmail'), 'Lilac-Ferry-Mountain-85');
    const existing = await timedReset(app, person.email);
    const nobody = uniqueEmail('nobody');
    const unknown = await timedReset(app, nobody);
    expect(existing.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(existing.ms).toBeLessThan(500);
    expect(unknown.ms).toBeLessThan(500);
    const mail = await mailTo(smtp.inbox, person.email, '/reset-password', 5000);
    expect(codeFromMail([mail], person.email, '/reset-password')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // The queue has run both requests by now: only the real account got mail.
    expect(await app.get(MailQueue).drain(5000)).toBe(true);
    expect(smtp.inbox.some((m) => m.to.includes(nobody))).toBe(false);
  });
});

describe('shutdown with reset mail still queued', () => {
  it('sends the queued mail before the app closes', async () => {
    const app = await appWithSlowMail();
    const person = await signUp(app, uniqueEmail('shutdown'), 'Lilac-Ferry-Mountain-85');
    expect((await timedReset(app, person.email)).status).toBe(202);
    await app.close();
    expect(smtp.inbox.some((m) => m.to.includes(person.email) && m.raw.includes('reset-password'))).toBe(true);
  });
});
