import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithMailAndGoogle, type AppWithMailAndGoogle } from '../support/app-with-mail-and-google.js';
import { signInWithMockGoogle } from '../support/mock-google.js';
import { signUp, uniqueEmail } from '../support/people.js';
import { codeFromMail } from '../support/smtp.js';

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

const contact = (email: string, subject: string, cookie?: string) => {
  const req = http().post('/api/contact');
  if (cookie) req.set('cookie', cookie);
  return req.send({ firstName: 'Ada', lastName: 'L', email, subject, message: 'About my account' });
};
const rowsOf = (sql: string, ...params: unknown[]) => app.get(DataSource).query<Record<string, unknown>[]>(sql, params);
const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A password account whose address is verified, with a second session and an open reset code. */
async function verifiedPerson() {
  const person = await signUp(app);
  const code = codeFromMail(smtp.inbox, person.email, '/verify-email');
  expect((await http().post('/api/auth/verify-email').send({ oobCode: code })).status).toBe(200);
  const again = await http().post('/api/auth/sign-in').send({ email: person.email, password: person.password });
  expect(again.status).toBe(200);
  expect((await http().post('/api/auth/password-reset').send({ email: person.email })).status).toBe(202);
  // The reset mail may be queued: its code exists once the mail has arrived.
  for (let i = 0; i < 100 && !smtp.inbox.some((m) => m.to.includes(person.email) && /reset-password/.test(m.raw)); i++)
    await new Promise((r) => setTimeout(r, 50));
  return { ...person, verifyCode: code };
}

describe('the data export', () => {
  it('includes contact messages sent signed out from the address, sessions and codes (metadata only)', async () => {
    const person = await verifiedPerson();
    expect((await contact(`  ${person.email.toUpperCase()} `, 'Signed out')).status).toBe(201);
    expect((await contact(person.email, 'Signed in', person.cookie)).status).toBe(201);
    expect((await contact(uniqueEmail('someone-else'), 'Not theirs')).status).toBe(201);

    const res = await http().get('/api/account/export').set('cookie', person.cookie);
    expect(res.status).toBe(200);
    const subjects = res.body.contactMessages.map((m: { subject: string }) => m.subject);
    expect(subjects.sort()).toEqual(['Signed in', 'Signed out']);

    expect(res.body.sessions).toHaveLength(2);
    for (const session of res.body.sessions) {
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'expiresAt', 'lastSeenAt', 'method']);
      expect(session.method).toBe('password');
      expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now());
    }
    expect(res.body.emailCodes.map((c: { purpose: string }) => c.purpose).sort()).toEqual([
      'reset-password',
      'verify-email',
    ]);
    const verify = res.body.emailCodes.find((c: { purpose: string }) => c.purpose === 'verify-email');
    expect(Object.keys(verify).sort()).toEqual(['createdAt', 'expiresAt', 'purpose', 'usedAt']);
    expect(verify.usedAt).not.toBeNull();
    expect(res.body.account.google).toEqual({ linked: false, subject: null });

    const text = JSON.stringify(res.body);
    const cookieValue = person.cookie.split('=')[1]!;
    expect(text).not.toContain(sha256(cookieValue));
    expect(text).not.toContain(sha256(person.verifyCode));
    expect(text).not.toMatch(/idHash|codeHash/);
  });

  it('does not give an unverified account the messages someone sent signed out from that address', async () => {
    const squatter = await signUp(app);
    expect((await contact(squatter.email, 'Private question')).status).toBe(201);
    const res = await http().get('/api/account/export').set('cookie', squatter.cookie);
    expect(res.body.contactMessages).toEqual([]);
  });

  it('says whether Google is linked, with the Google subject', async () => {
    const email = uniqueEmail('googler');
    google.userinfo = { sub: 'google-export-7', email, email_verified: true };
    const { session } = await signInWithMockGoogle(app);
    const res = await http().get('/api/account/export').set('cookie', session!);
    expect(res.body.account.google).toEqual({ linked: true, subject: 'google-export-7' });
    expect(res.body.sessions).toEqual([expect.objectContaining({ method: 'google' })]);
  });
});

describe('deleting the account', () => {
  it('removes the messages sent signed out from the address, the sessions and the codes', async () => {
    const person = await verifiedPerson();
    expect((await contact(person.email.toUpperCase(), 'Signed out')).status).toBe(201);
    const stranger = uniqueEmail('stranger');
    expect((await contact(stranger, 'Keep me')).status).toBe(201);

    const deleted = await http()
      .delete('/api/account')
      .set('cookie', person.cookie)
      .send({ password: person.password });
    expect(deleted.status).toBe(204);
    expect(await rowsOf('SELECT 1 FROM contact_messages WHERE lower(email) = $1', person.email)).toEqual([]);
    expect(await rowsOf('SELECT 1 FROM contact_messages WHERE email = $1', stranger)).toHaveLength(1);
    expect(await rowsOf('SELECT 1 FROM sessions WHERE user_id = $1', person.id)).toEqual([]);
    expect(await rowsOf('SELECT 1 FROM email_codes WHERE user_id = $1', person.id)).toEqual([]);
    expect(await rowsOf('SELECT 1 FROM users WHERE id = $1', person.id)).toEqual([]);
  });

  it('leaves alone what someone sent signed out when the deleted account never proved the address', async () => {
    const squatter = await signUp(app);
    expect((await contact(squatter.email, 'Owner wrote this')).status).toBe(201);
    const deleted = await http()
      .delete('/api/account')
      .set('cookie', squatter.cookie)
      .send({ password: squatter.password });
    expect(deleted.status).toBe(204);
    expect(await rowsOf('SELECT 1 FROM contact_messages WHERE email = $1', squatter.email)).toHaveLength(1);
  });
});
