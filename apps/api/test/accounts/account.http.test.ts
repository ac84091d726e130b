import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountService } from '../../src/account/application/account.service.js';
import { USER_REPOSITORY, type UserRepository } from '../../src/auth/domain/user.repository.port.js';
import { type Clock } from '../../src/common/clock.js';
import { signUp, uniqueEmail } from '../support/people.js';
import { startTestApp, testConfig } from '../support/test-app.js';

let app: INestApplication;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('account export and deletion', () => {
  it('exports every piece of the person’s data, never the password hash', async () => {
    const person = await signUp(app);
    await person.agent.post('/api/profile/sync').send({ profile: { allergies: ['Latex'] } });
    await person.agent.post('/api/search/basic').send({ query: 'headache' });
    await person.agent
      .post('/api/contact')
      .send({ firstName: 'A', lastName: 'B', email: person.email, subject: 'Hi', message: 'Hello' });
    const res = await person.agent.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ id: person.id, email: person.email, signInMethods: ['password'] });
    expect(res.body.profile.allergies).toEqual(['Latex']);
    expect(res.body.searchHistory.map((e: { query: string }) => e.query)).toEqual(['headache']);
    expect(res.body.contactMessages.map((m: { subject: string }) => m.subject)).toEqual(['Hi']);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
  });

  it('needs the password to delete, then removes everything and lets the email sign up again', async () => {
    const person = await signUp(app);
    await person.agent.post('/api/profile/sync').send({ profile: { allergies: ['Latex'] } });
    const withoutPassword = await person.agent.delete('/api/account').send({});
    expect(withoutPassword.status).toBe(401);
    expect(withoutPassword.body.message).toBe('Please enter your password to delete your account.');
    const wrong = await person.agent.delete('/api/account').send({ password: 'not it' });
    expect(wrong.status).toBe(401);
    expect((await person.agent.delete('/api/account').send({ password: person.password })).status).toBe(204);
    expect((await person.agent.get('/api/auth/me')).status).toBe(401);
    expect(await app.get<UserRepository>(USER_REPOSITORY).findById(person.id)).toBeNull();
    const again = await request(app.getHttpServer())
      .post('/api/auth/sign-up')
      .send({ email: person.email, password: 'fresh start' });
    expect(again.status).toBe(201);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once sign-in attempts pass the limit', async () => {
    const limited = await startTestApp(
      testConfig(undefined, {
        rateLimits: {
          signIn: { limit: 2, ttlMs: 60_000 },
          signUp: { limit: 100, ttlMs: 60_000 },
          passwordReset: { limit: 100, ttlMs: 60_000 },
          contact: { limit: 100, ttlMs: 60_000 },
          anonymousSearch: { limit: 100, ttlMs: 60_000 },
          signedInSearch: { limit: 100, ttlMs: 60_000 },
          verifyEmail: { limit: 100, ttlMs: 60_000 },
          vocabulary: { limit: 100, ttlMs: 60_000 },
        },
      }),
    );
    try {
      const attempt = () =>
        request(limited.getHttpServer())
          .post('/api/auth/sign-in')
          .send({ email: uniqueEmail(), password: 'whatever1' });
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      const third = await attempt();
      expect(third.status).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.body.message).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});

describe('deleting inactive accounts (privacy policy: 2 years)', () => {
  it('removes accounts idle for over 2 years and keeps the others', async () => {
    const users = app.get<UserRepository>(USER_REPOSITORY);
    const idle = await signUp(app);
    const active = await signUp(app);
    const now = new Date('2030-06-01T00:00:00Z');
    await users.update(idle.id, { lastActiveAt: new Date('2028-05-31T00:00:00Z') });
    await users.update(active.id, { lastActiveAt: new Date('2028-06-15T00:00:00Z') });
    const fixedClock: Clock = { now: () => now };
    const sut = new AccountService(
      users,
      null as never,
      null as never,
      null as never,
      null as never,
      null as never,
      fixedClock,
      null as never,
    );
    expect(await sut.deleteInactive()).toBeGreaterThanOrEqual(1);
    expect(await users.findById(idle.id)).toBeNull();
    expect(await users.findById(active.id)).not.toBeNull();
  });
});
