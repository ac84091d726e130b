import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../support/people.js';
import { codeFromMail, mailTo, startSmtp } from '../support/smtp.js';
import { startTestApp, testConfig } from '../support/test-app.js';

let app: INestApplication;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const http = () => request(app.getHttpServer());

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp(
    testConfig(undefined, {
      mail: { smtpUrl: smtp.url, from: 'no-reply@test.local', supportEmail: 'support@test.local' },
    }),
  );
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('sign-up and sign-in', () => {
  it('signs a new person up with a session cookie that is HttpOnly and SameSite=Lax', async () => {
    const email = uniqueEmail('Ada');
    const res = await http()
      .post('/api/auth/sign-up')
      .send({ email: `  ${email.toUpperCase()} `, password: 'Orchid-Lantern-12' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: email.toLowerCase(), emailVerified: false, firstName: null });
    const cookie = res.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^otc_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await http().get('/api/auth/me').set('cookie', cookie.split(';')[0]!);
    expect(me.body).toMatchObject({ id: res.body.id, email: email.toLowerCase() });
  });

  it('refuses a second account for the same email, whatever the capitals', async () => {
    const { email } = await signUp(app);
    const res = await http()
      .post('/api/auth/sign-up')
      .send({ email: email.toUpperCase(), password: 'Another-Lantern-7' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists.');
  });

  it.each([
    [{ email: 'a@b.co' }, 'Please fill in all fields'],
    [{ email: 'not-an-email', password: 'Orchid-Lantern-12' }, 'Invalid email address.'],
    [{ email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'a@b.co', password: 'x'.repeat(257) }, 'Password must be at most 256 characters'],
    [
      { email: 'a@b.co', password: 'Password1' },
      'Password is too weak: This is a commonly used password. Add more words that are less common. Capitalize more than the first letter.',
    ],
    [
      { email: 'a@b.co', password: 'zzzzzzzz' },
      'Password is too weak: Repeated characters like "aaa" are easy to guess. Add more words that are less common. Avoid repeated words and characters.',
    ],
  ])('rejects sign-up input %j with a readable 400', async (body, message) => {
    const res = await http().post('/api/auth/sign-up').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers a wrong email and a wrong password with the same 401', async () => {
    const { email } = await signUp(app);
    const wrongPassword = await http().post('/api/auth/sign-in').send({ email, password: 'wrong password' });
    const wrongEmail = await http()
      .post('/api/auth/sign-in')
      .send({ email: uniqueEmail('nobody'), password: 'wrong password' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongEmail.body.message).toBe(wrongPassword.body.message);
  });

  it('gives a new session id at sign-in and ends the one before it', async () => {
    const person = await signUp(app);
    const signIn = await http()
      .post('/api/auth/sign-in')
      .set('cookie', person.cookie)
      .send({ email: person.email, password: person.password });
    expect(signIn.status).toBe(200);
    const fresh = signIn.headers['set-cookie']![0]!.split(';')[0]!;
    expect(fresh).not.toBe(person.cookie);
    expect((await http().get('/api/auth/me').set('cookie', person.cookie)).status).toBe(401);
    expect((await http().get('/api/auth/me').set('cookie', fresh)).status).toBe(200);
  });

  it('destroys the session on sign-out', async () => {
    const person = await signUp(app);
    expect((await http().post('/api/auth/sign-out').set('cookie', person.cookie)).status).toBe(204);
    const me = await http().get('/api/auth/me').set('cookie', person.cookie);
    expect(me.status).toBe(401);
    expect(me.body.message).toBe('Please sign in to continue.');
  });
});

describe('the session a page load asks for', () => {
  it('answers a visitor 200 with no one signed in, and a signed-in person with who they are', async () => {
    const visitor = await http().get('/api/auth/session');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ user: null });
    const person = await signUp(app);
    const signedIn = await http().get('/api/auth/session').set('cookie', person.cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email: person.email.toLowerCase(), emailVerified: false });
  });

  it('reads as a visitor once the person has signed out', async () => {
    const person = await signUp(app);
    await http().post('/api/auth/sign-out').set('cookie', person.cookie);
    const after = await http().get('/api/auth/session').set('cookie', person.cookie);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ user: null });
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request with the session cookie from another site', async () => {
    const person = await signUp(app);
    const fromElsewhere = await http()
      .post('/api/auth/sign-out')
      .set('cookie', person.cookie)
      .set('origin', 'https://evil.example');
    expect(fromElsewhere.status).toBe(403);
    const crossSite = await http()
      .post('/api/auth/sign-out')
      .set('cookie', person.cookie)
      .set('sec-fetch-site', 'cross-site');
    expect(crossSite.status).toBe(403);
    expect((await http().get('/api/auth/me').set('cookie', person.cookie)).status).toBe(200);
    const sameOrigin = await http()
      .post('/api/auth/sign-out')
      .set('cookie', person.cookie)
      .set('host', 'app.test')
      .set('origin', 'http://app.test');
    expect(sameOrigin.status).toBe(204);
  });
});

describe('email verification through real SMTP', () => {
  it('mails a link that verifies the address once', async () => {
    const person = await signUp(app);
    const code = codeFromMail(smtp.inbox, person.email, '/verify-email');
    const verified = await http().post('/api/auth/verify-email').send({ oobCode: code });
    expect(verified.status).toBe(200);
    expect(verified.body.emailVerified).toBe(true);
    expect((await person.agent.get('/api/auth/me')).body.emailVerified).toBe(true);
    const again = await http().post('/api/auth/verify-email').send({ oobCode: code });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid or has expired/);
  });

  it('refuses a second resend within 60 seconds, saying how long to wait', async () => {
    const person = await signUp(app);
    const res = await person.agent.post('/api/auth/verification-email');
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(50);
    expect(res.body.message).toMatch(/Please wait \d+ seconds/);
  });
});

describe('password strength', () => {
  it.each(['qwerty1', 'letmein1', 'Summer2024'])('refuses sign-up with the guessable password %s', async (password) => {
    const email = uniqueEmail('weak');
    const res = await http().post('/api/auth/sign-up').send({ email, password });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toMatch(/^Password is too weak: \S.+/);
    expect((await http().post('/api/auth/sign-in').send({ email, password })).status).toBe(401);
  });

  it('refuses the email address itself as the password, saying why', async () => {
    const email = uniqueEmail('mirror');
    const res = await http().post('/api/auth/sign-up').send({ email, password: email });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Password is too weak: It contains your email address or name\./);
  });

  it('accepts a passphrase of uncommon words', async () => {
    const res = await http()
      .post('/api/auth/sign-up')
      .send({ email: uniqueEmail('strong'), password: 'purple monkey dishwasher 9' });
    expect(res.status).toBe(201);
  });

  it('refuses a reset to a password made of the person’s email, and the link still works afterwards', async () => {
    const person = await signUp(app, uniqueEmail('marguerite.yourcenar'));
    await http().post('/api/auth/password-reset').send({ email: person.email });
    await mailTo(smtp.inbox, person.email, '/reset-password');
    const code = codeFromMail(smtp.inbox, person.email, '/reset-password');
    const local = person.email.split('@')[0]!;
    const weak = await http().post('/api/auth/password-reset/confirm').send({ oobCode: code, password: local });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^Password is too weak: It contains your email address or name\./);
    const strong = await http()
      .post('/api/auth/password-reset/confirm')
      .send({ oobCode: code, password: 'velvet harbour lantern 4' });
    expect(strong.status).toBe(204);
  });
});

describe('password reset', () => {
  it('always answers 202, and mails only a real account', async () => {
    const before = smtp.inbox.length;
    const res = await http()
      .post('/api/auth/password-reset')
      .send({ email: uniqueEmail('ghost') });
    expect(res.status).toBe(202);
    expect(smtp.inbox.length).toBe(before);
  });

  it('sets the new password from the emailed link and signs out every session', async () => {
    const person = await signUp(app);
    expect((await http().post('/api/auth/password-reset').send({ email: person.email })).status).toBe(202);
    await mailTo(smtp.inbox, person.email, '/reset-password');
    const code = codeFromMail(smtp.inbox, person.email, '/reset-password');
    const weak = await http().post('/api/auth/password-reset/confirm').send({ oobCode: code, password: 'qwerty123' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^Password is too weak/);
    expect(
      (await http().post('/api/auth/password-reset/confirm').send({ oobCode: code, password: 'brand new pass' }))
        .status,
    ).toBe(204);
    expect((await person.agent.get('/api/auth/me')).status).toBe(401);
    expect(
      (await http().post('/api/auth/sign-in').send({ email: person.email, password: person.password })).status,
    ).toBe(401);
    expect(
      (await http().post('/api/auth/sign-in').send({ email: person.email, password: 'brand new pass' })).status,
    ).toBe(200);
  });
});

describe('when mail cannot be sent', () => {
  it('still signs the person up; they can ask for the email again', async () => {
    const noMail = await startTestApp(
      testConfig(undefined, {
        mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@test.local', supportEmail: 'support@test.local' },
      }),
    );
    try {
      const res = await request(noMail.getHttpServer())
        .post('/api/auth/sign-up')
        .send({ email: uniqueEmail(), password: 'Orchid-Lantern-12' });
      expect(res.status).toBe(201);
      expect(res.headers['set-cookie']![0]).toMatch(/^otc_session=/);
    } finally {
      await noMail.close();
    }
  });
});

describe('Google sign-in without configuration', () => {
  it('tells the client it is off, and the endpoint answers 503', async () => {
    expect((await http().get('/api/auth/providers')).body).toEqual({
      google: { enabled: false, reason: expect.any(String) },
    });
    const res = await http().get('/api/auth/google');
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/not set up/);
  });
});
