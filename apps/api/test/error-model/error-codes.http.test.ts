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
    testConfig(undefined, { rateLimits: { ...base.rateLimits, signIn: { limit: 1, ttlMs: 60_000 } } }),
  );
});
afterAll(async () => {
  await app?.close();
});

// Clients branch on `code`; status and message stay what they were.
describe('error bodies carry a code', () => {
  it('409 for an email already signed up', async () => {
    const { email } = await signUp(app);
    const res = await http().post('/api/auth/sign-up').send({ email, password: 'Another-Lantern-7' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'An account with this email already exists.',
      code: 'auth.email_taken',
    });
  });

  it('401 for a wrong password, then 429 once sign-in attempts pass the limit', async () => {
    const email = uniqueEmail('nobody');
    const first = await http().post('/api/auth/sign-in').send({ email, password: 'wrong password' });
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({
      code: 'auth.invalid_credentials',
      message: 'The email or password is not correct.',
    });
    const second = await http().post('/api/auth/sign-in').send({ email, password: 'wrong password' });
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('request.rate_limited');
  });

  it.each([
    [{ email: 'a@b.co' }, 'request.fields_missing'],
    [{ email: 'not-an-email', password: 'Orchid-Lantern-12' }, 'auth.email_invalid'],
    [{ email: 'a@b.co', password: '12345' }, 'auth.password_invalid'],
    [{ email: 'not-an-email', password: '12345' }, 'request.invalid'],
    [{ email: 'a@b.co', password: 'Password1' }, 'auth.weak_password'],
  ])('400 for sign-up input %j, coded %s', async (body, code) => {
    const res = await http().post('/api/auth/sign-up').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
  });

  it('401 coded auth.not_signed_in when a signed-in route is asked signed out', async () => {
    const res = await http().get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'auth.not_signed_in', message: 'Please sign in to continue.' });
  });

  it('404 for an unknown route and for an unknown supplement category, each with its own code', async () => {
    const route = await http().get('/api/no-such-thing');
    expect(route.status).toBe(404);
    expect(route.body).toMatchObject({
      code: 'route.not_found',
      message: 'There is no GET /api/no-such-thing in this API.',
    });
    const category = await http().get('/api/supplements/category/moon-dust');
    expect(category.status).toBe(404);
    expect(category.body.code).toBe('supplements.category_not_found');
  });

  it('400 coded request.body_not_json for a body that is not JSON', async () => {
    const res = await http().post('/api/auth/sign-in').set('content-type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'request.body_not_json', message: 'The request body is not valid JSON.' });
  });

  it('401 with distinct codes when deleting an account needs the password again', async () => {
    const person = await signUp(app);
    const res = await http().delete('/api/account').set('cookie', person.cookie).send({ password: 'not it' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'auth.password_confirmation_required',
      message: 'Please enter your password to delete your account.',
    });
  });
});
