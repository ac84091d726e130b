import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithMailAndGoogle, type AppWithMailAndGoogle } from '../support/app-with-mail-and-google.js';
import { signInWithMockGoogle } from '../support/mock-google.js';
import { signUp, uniqueEmail } from '../support/people.js';
import { codeFromMail, type ReceivedMail } from '../support/smtp.js';

let app: INestApplication;
let smtp: AppWithMailAndGoogle['smtp'];
let google: AppWithMailAndGoogle['google'];
let close: AppWithMailAndGoogle['close'] | undefined;
const http = () => request(app.getHttpServer());

beforeAll(async () => {
  ({ app, smtp, google, close } = await startAppWithMailAndGoogle());
});
afterAll(async () => {
  await close?.();
});

/** Mail may be queued: waits until a mail to `to` whose subject matches has arrived. */
async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  for (let i = 0; i < 100; i++) {
    const mail = smtp.inbox.find((m) => m.to.includes(to) && subject.test(m.raw.replace(/=\r?\n/g, '')));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

describe('Google sign-in to an account whose address was never verified (pre-hijack)', () => {
  it('gives the account to the Google user alone: the squatter cannot read what the owner saves', async () => {
    const victim = uniqueEmail('victim');
    const attacker = await signUp(app, victim, 'Squatter-Harbor-83-Quartz');
    const verifyCode = codeFromMail(smtp.inbox, victim, '/verify-email');

    google.userinfo = { sub: 'google-victim-1', email: victim, email_verified: true, given_name: 'Vic' };
    const { res, session } = await signInWithMockGoogle(app);
    expect(res.headers.location).toBe('/profile-setup');
    const owner = (await http().get('/api/auth/me').set('cookie', session!)).body as { id: string };
    expect(owner.id).toBe(attacker.id);

    const saved = await http()
      .post('/api/profile/sync')
      .set('cookie', session!)
      .send({ profile: { age: 34, allergies: ['Penicillin'], medicalConditions: ['Asthma'] } });
    expect(saved.status).toBe(200);

    const profile = await http().get(`/api/profile/${owner.id}`).set('cookie', attacker.cookie);
    expect(profile.status).toBe(401);
    expect(JSON.stringify(profile.body)).not.toMatch(/Penicillin|Asthma/);
    expect((await http().get('/api/auth/me').set('cookie', attacker.cookie)).status).toBe(401);
    const passwordSignIn = await http().post('/api/auth/sign-in').send({ email: victim, password: attacker.password });
    expect(passwordSignIn.status).toBe(401);
    // The verification link mailed at the squatter's sign-up no longer does anything.
    expect((await http().post('/api/auth/verify-email').send({ oobCode: verifyCode })).status).toBe(400);

    const notice = await mailTo(victim, /Google sign-in was linked/);
    expect(notice.raw.replace(/=\r?\n/g, '')).toMatch(/old password was removed/);
    expect((await http().get('/api/auth/me').set('cookie', session!)).status).toBe(200);
  });

  it('keeps the password of a verified account when Google is linked, and tells the owner', async () => {
    const person = await signUp(app, uniqueEmail('verified'), 'Owner-Tulip-61-Granite');
    const code = codeFromMail(smtp.inbox, person.email, '/verify-email');
    expect((await http().post('/api/auth/verify-email').send({ oobCode: code })).status).toBe(200);

    google.userinfo = { sub: 'google-verified-1', email: person.email, email_verified: true };
    const { session } = await signInWithMockGoogle(app);
    expect((await http().get('/api/auth/me').set('cookie', session!)).body.id).toBe(person.id);
    expect((await http().get('/api/auth/me').set('cookie', person.cookie)).status).toBe(200);
    const signIn = await http().post('/api/auth/sign-in').send({ email: person.email, password: person.password });
    expect(signIn.status).toBe(200);
    const notice = await mailTo(person.email, /Google sign-in was linked/);
    expect(notice.raw.replace(/=\r?\n/g, '')).toMatch(/Your password still works/);
  });
});
