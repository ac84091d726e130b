import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
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

/** Asks for a reset and returns the code from the mail it sends (waiting, since the mail may be queued). */
async function resetCode(email: string): Promise<string> {
  const before = smtp.inbox.filter((m) => m.to.includes(email)).length;
  expect((await http().post('/api/auth/password-reset').send({ email })).status).toBe(202);
  for (let i = 0; i < 100 && smtp.inbox.filter((m) => m.to.includes(email)).length === before; i++)
    await new Promise((r) => setTimeout(r, 50));
  return codeFromMail(smtp.inbox, email, '/reset-password');
}

const confirm = (oobCode: string, password: string) =>
  http().post('/api/auth/password-reset/confirm').send({ oobCode, password });

describe('open password-reset links', () => {
  it('are all refused once one of them has been used', async () => {
    const person = await signUp(app);
    const first = await resetCode(person.email);
    const second = await resetCode(person.email);
    expect(second).not.toBe(first);
    expect((await confirm(second, 'Second-Lantern-92-Fjord')).status).toBe(204);
    const stale = await confirm(first, 'First-Meadow-47-Cobalt');
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/invalid or has expired/);
    const signIn = await http()
      .post('/api/auth/sign-in')
      .send({ email: person.email, password: 'Second-Lantern-92-Fjord' });
    expect(signIn.status).toBe(200);
  });

  it('are refused after the person signs in with their password', async () => {
    const person = await signUp(app);
    const code = await resetCode(person.email);
    const signIn = await http().post('/api/auth/sign-in').send({ email: person.email, password: person.password });
    expect(signIn.status).toBe(200);
    expect((await confirm(code, 'Late-Orchid-58-Basalt')).status).toBe(400);
  });

  it('are refused after the person signs in with Google', async () => {
    const email = uniqueEmail('googler');
    google.userinfo = { sub: `google-${email}`, email, email_verified: true };
    expect((await signInWithMockGoogle(app)).session).toBeDefined();
    const code = await resetCode(email);
    expect((await signInWithMockGoogle(app)).session).toBeDefined();
    expect((await confirm(code, 'Late-Orchid-58-Basalt')).status).toBe(400);
  });
});
