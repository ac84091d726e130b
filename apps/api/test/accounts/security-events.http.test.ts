import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app-factory.js';
import { SecurityEvents } from '../../src/common/security/security-events.js';
import { createAppLogger } from '../../src/logging/app-logger.js';
import { MailQueue } from '../../src/mail/application/mail-queue.js';
import { signInWithMockGoogle, startMockGoogle } from '../support/mock-google.js';
import { codeFromMail, mailTo, startSmtp } from '../support/smtp.js';
import { testConfig } from '../support/test-app.js';

interface EventLine {
  securityEvent?: string;
  ip?: string | null;
  account?: string | null;
  [field: string]: unknown;
}

const raw: string[] = [];
const events = () => raw.map((line) => JSON.parse(line) as EventLine).filter((line) => line.securityEvent);
let app: INestApplication;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let google: Awaited<ReturnType<typeof startMockGoogle>>;

beforeAll(async () => {
  smtp = await startSmtp();
  google = await startMockGoogle();
  // The logger main.ts uses, writing into an array; behind one proxy, so X-Forwarded-For names the client.
  const log = createAppLogger('info', {
    write: (chunk: string) => void raw.push(...chunk.split('\n').filter(Boolean)),
  });
  app = await createApp(
    testConfig(undefined, {
      trustProxyHops: 1,
      publicUrl: 'http://app.test',
      mail: { smtpUrl: smtp.url, from: 'no-reply@test.local', supportEmail: 'support@test.local' },
      google: google.config,
    }),
    { log },
  );
  await app.init();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await google?.oauth.stop();
});

const http = () => request(app.getHttpServer());
const post = (path: string, from: string, body: object, cookie?: string) => {
  const req = http().post(path).set('X-Forwarded-For', from);
  if (cookie) req.set('cookie', cookie);
  return req.send(body);
};

describe('security events in the logs', () => {
  it('logs sign-ins, lockouts, resets, Google links and takeovers and deletion with the address and a hashed account id, never an email or password', async () => {
    const email = 'pelican.saffron@example.com';
    const password = 'Granite-Meadow-Falcon-27';
    const newPassword = 'Cobalt-Thistle-Rowboat-64';
    const signUp = await post('/api/auth/sign-up', '203.0.113.10', { email, password });
    expect(signUp.status).toBe(201);
    const account = app.get(SecurityEvents).accountHash(signUp.body.id as string);
    expect(account).toMatch(/^[0-9a-f]{32}$/);

    expect((await post('/api/auth/sign-in', '203.0.113.11', { email, password: 'Wrong-Guess-Number-1' })).status).toBe(
      401,
    );
    const signIn = await post('/api/auth/sign-in', '203.0.113.12', { email, password });
    expect(signIn.status).toBe(200);
    // A success clears earlier failures: ten more lock the account.
    for (let i = 1; i <= 10; i++)
      await post('/api/auth/sign-in', `203.0.113.${20 + i}`, { email, password: `Wrong-${i}` });
    expect((await post('/api/auth/sign-in', '203.0.113.40', { email, password })).status).toBe(429);

    expect((await post('/api/auth/password-reset', '203.0.113.50', { email })).status).toBe(202);
    await mailTo(smtp.inbox, email, '/reset-password');
    const oobCode = codeFromMail(smtp.inbox, email, '/reset-password');
    expect(
      (await post('/api/auth/password-reset/confirm', '203.0.113.51', { oobCode, password: newPassword })).status,
    ).toBe(204);

    google.userinfo = { sub: 'google-sec-1', email, email_verified: true, given_name: 'Pel' };
    const linked = await signInWithMockGoogle(app, '203.0.113.60');
    expect(linked.res.headers.location).toBe('/profile-setup');
    const cookie = linked.session!;

    // An account whose address was never proven is taken over by Google's owner, and that is logged apart.
    const squatted = 'heron.quince@example.com';
    const squatter = await post('/api/auth/sign-up', '198.51.100.5', { email: squatted, password });
    google.userinfo = { sub: 'google-sec-2', email: squatted, email_verified: true };
    await signInWithMockGoogle(app, '203.0.113.61');
    const takenOver = events().find((e) => e.securityEvent === 'google-took-over-unverified-account');
    expect(takenOver).toMatchObject({
      ip: '203.0.113.61',
      account: app.get(SecurityEvents).accountHash(squatter.body.id as string),
    });

    const deleted = await http()
      .delete('/api/account')
      .set('X-Forwarded-For', '203.0.113.70')
      .set('cookie', cookie)
      .send({ password: newPassword });
    expect(deleted.status).toBe(204);
    await app.get(MailQueue).drain(5000);

    const expected: [string, string][] = [
      ['sign-in-failed', '203.0.113.11'],
      ['sign-in-succeeded', '203.0.113.12'],
      ['account-locked', '203.0.113.30'],
      ['sign-in-refused-locked', '203.0.113.40'],
      ['password-reset-requested', '203.0.113.50'],
      ['password-reset-completed', '203.0.113.51'],
      ['google-linked', '203.0.113.60'],
      ['account-deleted', '203.0.113.70'],
    ];
    for (const [event, ip] of expected) {
      const line = events().find((e) => e.securityEvent === event && e.ip === ip);
      expect(line, `${event} from ${ip}`).toBeDefined();
      // A refused sign-in is not looked up: the account is not known then, only the address.
      if (event !== 'sign-in-refused-locked') expect(line!.account, event).toBe(account);
    }
    expect(events().filter((e) => e.securityEvent === 'sign-in-failed')).toHaveLength(11);

    const logs = raw.join('\n');
    for (const secret of [
      email,
      squatted,
      'pelican',
      password,
      newPassword,
      'Wrong-Guess-Number-1',
      oobCode,
      signUp.body.id,
    ])
      expect(logs).not.toContain(secret);
  });
});
