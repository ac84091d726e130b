import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../support/people.js';
import { codeFromMail, mailTo, startSmtp } from '../support/smtp.js';
import { startTestApp, testConfig } from '../support/test-app.js';

// Input the API used to read generously: numbers written in other bases, lists it could not parse, passwords
// with characters a JSON body cleaner replaces. Each is now refused with a 400 that names the problem.
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

const sync = (agent: request.Agent, profile: Record<string, unknown>) =>
  agent.post('/api/profile/sync').send({ profile });

describe('profile age', () => {
  it.each(['0x1F', '1e1', ' 0b11 ', '0o17', '+42', '42.0', '4_2', 'Infinity'])(
    'refuses the age %j with a 400 naming the field, keeping what was saved',
    async (age) => {
      const person = await signUp(app);
      await sync(person.agent, { age: 50 });
      const res = await sync(person.agent, { age });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: 'age must be a whole number from 1 to 120' });
      expect((await person.agent.get(`/api/profile/${person.id}`)).body.age).toBe(50);
    },
  );

  it.each([
    ['42', 42],
    [' 42 ', 42],
    [42, 42],
  ])('takes the age %j as %d (the spec syncs age as a string of digits)', async (age, years) => {
    const person = await signUp(app);
    expect((await sync(person.agent, { age })).status).toBe(200);
    expect((await person.agent.get(`/api/profile/${person.id}`)).body.age).toBe(years);
  });
});

describe('allergy and condition lists', () => {
  it.each([
    ['allergies', '{aspirin,latex'],
    ['allergies', 'aspirin,latex}'],
    ['allergies', '{aspirin,{latex}}'],
    ['allergies', '["aspirin", "latex"'],
    ['allergies', '["aspirin", 42]'],
    ['allergies', '[["aspirin"]]'],
    ['conditions', '[asthma]'],
  ])('refuses %s sent as %j with a 400 naming the field, never as an empty list', async (field, value) => {
    const person = await signUp(app);
    await sync(person.agent, { allergies: ['Penicillin'], conditions: ['Gout'] });
    const res = await sync(person.agent, { [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(new RegExp(`^${field} could not be read: `));
    const saved = (await person.agent.get(`/api/profile/${person.id}`)).body;
    expect(saved).toMatchObject({ allergies: ['Penicillin'], conditions: ['Gout'] });
  });

  it('refuses a list with an entry that is not text', async () => {
    const person = await signUp(app);
    const res = await sync(person.agent, { allergies: ['aspirin', { name: 'latex' }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('allergies must be a list of text');
  });

  it.each([
    ['{aspirin, latex}', ['aspirin', 'latex']],
    ['["aspirin","latex"]', ['aspirin', 'latex']],
    ['aspirin, latex', ['aspirin', 'latex']],
    ['{}', []],
  ])('still reads the readable form %j', async (allergies, expected) => {
    const person = await signUp(app);
    await sync(person.agent, { gender: 'female' });
    expect((await sync(person.agent, { allergies })).status).toBe(200);
    expect((await person.agent.get(`/api/profile/${person.id}`)).body.allergies).toEqual(expected);
  });
});

describe('passwords that are not plain Unicode', () => {
  const REFUSED = /^Password cannot contain the NUL character or broken Unicode/;
  const cases = [
    ['a NUL character', 'purple monkey\u0000dishwasher 9'],
    ['half a surrogate pair', 'purple monkey\ud800dishwasher 9'],
  ] as const;

  it.each(cases)('refuses sign-up with %s, creating nothing', async (_name, password) => {
    const email = uniqueEmail('nul');
    const res = await http().post('/api/auth/sign-up').send({ email, password });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toMatch(REFUSED);
    // Not stored under a replaced character either: the U+FFFD spelling does not sign in.
    const replaced = 'purple monkey\ufffddishwasher 9';
    expect((await http().post('/api/auth/sign-in').send({ email, password: replaced })).status).toBe(401);
    expect((await http().post('/api/auth/sign-up').send({ email, password: replaced })).status).toBe(201);
  });

  it.each(cases)('refuses a reset to a password with %s, and the link still works', async (_name, password) => {
    const person = await signUp(app);
    await http().post('/api/auth/password-reset').send({ email: person.email });
    await mailTo(smtp.inbox, person.email, '/reset-password');
    const code = codeFromMail(smtp.inbox, person.email, '/reset-password');
    const res = await http().post('/api/auth/password-reset/confirm').send({ oobCode: code, password });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(REFUSED);
    const ok = await http()
      .post('/api/auth/password-reset/confirm')
      .send({ oobCode: code, password: 'velvet harbour lantern 4' });
    expect(ok.status).toBe(204);
  });

  it.each(cases)(
    'answers sign-in with %s with the same 400, whether or not the account exists',
    async (_n, password) => {
      const person = await signUp(app);
      const known = await http().post('/api/auth/sign-in').send({ email: person.email, password });
      const unknown = await http()
        .post('/api/auth/sign-in')
        .send({ email: uniqueEmail('ghost'), password });
      expect(known.status).toBe(400);
      expect(known.body.message).toMatch(REFUSED);
      expect(unknown.body).toEqual(known.body);
    },
  );
});
