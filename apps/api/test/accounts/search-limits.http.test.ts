import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../support/people.js';
import { startTestApp, testConfig } from '../support/test-app.js';

let app: INestApplication;
beforeAll(async () => {
  const base = testConfig();
  app = await startTestApp({
    ...base,
    rateLimits: { ...base.rateLimits, signedInSearch: { limit: 3, ttlMs: 60_000 } },
  });
});
afterAll(async () => {
  await app?.close();
});

const PASSWORD = 'Saffron-Kettle-Orbit-19';

describe('signed-in search is limited per person', () => {
  it('answers 429 with Retry-After once one person passes the limit, whatever the route, and not for others', async () => {
    const person = await signUp(app, uniqueEmail('searcher'), PASSWORD);
    expect((await person.agent.post('/api/search/basic').send({ query: 'headache' })).status).toBe(200);
    expect((await person.agent.post('/api/search/enhanced').send({ query: 'cough' })).status).toBe(200);
    expect((await person.agent.post('/api/search').send({ query: 'sore throat' })).status).toBe(200);
    const fourth = await person.agent.post('/api/search/basic').send({ query: 'fever' });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.body).toMatchObject({ statusCode: 429, message: expect.stringMatching(/Too many attempts/) });

    // The same person in another session (another device) shares the count.
    const otherDevice = request.agent(app.getHttpServer());
    expect((await otherDevice.post('/api/auth/sign-in').send({ email: person.email, password: PASSWORD })).status).toBe(
      200,
    );
    expect((await otherDevice.post('/api/search/basic').send({ query: 'fever' })).status).toBe(429);

    // Someone else from the same address is not affected.
    const someoneElse = await signUp(app, uniqueEmail('neighbour'), PASSWORD);
    expect((await someoneElse.agent.post('/api/search/basic').send({ query: 'fever' })).status).toBe(200);
  });
});

describe('search history keeps the last 500 entries per person', () => {
  it('drops the oldest entries when a search is recorded beyond 500, and keeps other people’s', async () => {
    const person = await signUp(app, uniqueEmail('historian'), PASSWORD);
    const neighbour = await signUp(app, uniqueEmail('neighbour'), PASSWORD);
    const db = app.get(DataSource);
    // 499 older searches for the person and 3 for someone else, an hour apart from each other, in the past.
    await db.query(
      `INSERT INTO search_history (user_id, query, created_at)
       SELECT $1, 'old search ' || n, now() - interval '1 hour' * (1000 - n) FROM generate_series(1, 499) AS n`,
      [person.id],
    );
    await db.query(
      `INSERT INTO search_history (user_id, query, created_at)
       SELECT $1, 'their search ' || n, now() - interval '1 day' * (1000 - n) FROM generate_series(1, 3) AS n`,
      [neighbour.id],
    );
    expect((await person.agent.post('/api/search/basic').send({ query: 'headache' })).status).toBe(200);
    const atLimit = (await person.agent.get('/api/account/export')).body.searchHistory as { query: string }[];
    expect(atLimit).toHaveLength(500);

    expect((await person.agent.post('/api/search/basic').send({ query: 'runny nose' })).status).toBe(200);
    expect((await person.agent.post('/api/search/basic').send({ query: 'back pain' })).status).toBe(200);
    const history = (await person.agent.get('/api/account/export')).body.searchHistory as { query: string }[];
    expect(history).toHaveLength(500);
    const queries = history.map((entry) => entry.query);
    expect(queries.slice(0, 3)).toEqual(['back pain', 'runny nose', 'headache']);
    expect(queries).not.toContain('old search 1');
    expect(queries).not.toContain('old search 2');
    expect(queries).toContain('old search 3');
    expect(queries.at(-1)).toBe('old search 3');
    const theirs = (await neighbour.agent.get('/api/account/export')).body.searchHistory;
    expect(theirs).toHaveLength(3);
  });
});
