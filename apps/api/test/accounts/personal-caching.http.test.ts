import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/people.js';
import { startTestApp } from '../support/test-app.js';

let app: INestApplication;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const expectNeverStored = (res: request.Response, what: string) => {
  expect(res.headers['cache-control'], what).toBe('no-store');
  expect(String(res.headers.vary), what).toMatch(/\bCookie\b/i);
};

describe('personal answers and the browser cache', () => {
  it('marks every personal answer no-store and Vary: Cookie, signed-in search and supplements included', async () => {
    const person = await signUp(app);
    const { agent, id } = person;
    const profile = { age: 40, allergies: ['aspirin'], medicalConditions: [], currentMedications: [] };
    const answers: [string, request.Response][] = [
      ['GET /api/auth/me', await agent.get('/api/auth/me')],
      ['POST /api/profile/sync', await agent.post('/api/profile/sync').send({ profile })],
      ['GET /api/profile/{uid}', await agent.get(`/api/profile/${id}`)],
      ['POST /api/search', await agent.post('/api/search').send({ query: 'headache' })],
      ['POST /api/search/basic', await agent.post('/api/search/basic').send({ query: 'headache' })],
      ['POST /api/search/enhanced', await agent.post('/api/search/enhanced').send({ query: 'headache' })],
      ['GET /api/search/history', await agent.get('/api/search/history')],
      ['GET /api/supplements/categories', await agent.get('/api/supplements/categories')],
      ['GET /api/supplements/category/{name}', await agent.get('/api/supplements/category/immune-support')],
      ['GET /api/account/export', await agent.get('/api/account/export')],
    ];
    for (const [what, res] of answers) {
      expect(res.status, what).toBeLessThan(300);
      expectNeverStored(res, what);
    }
  });

  it('marks the same routes signed out, where an answer differs by session or is an error', async () => {
    const http = () => request(app.getHttpServer());
    expectNeverStored(await http().post('/api/search').send({ query: 'headache' }), 'anonymous search');
    expectNeverStored(await http().get('/api/supplements/category/immune-support'), 'anonymous supplements');
    expectNeverStored(await http().get('/api/auth/me'), 'signed-out /me (401)');
  });

  it('asks the browser to clear its cache at sign-out', async () => {
    const person = await signUp(app);
    const res = await person.agent.post('/api/auth/sign-out');
    expect(res.status).toBe(204);
    expect(res.headers['clear-site-data']).toBe('"cache"');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
