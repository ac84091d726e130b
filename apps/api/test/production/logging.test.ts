import { fileURLToPath } from 'node:url';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app-factory.js';
import { createAppLogger } from '../../src/logging/app-logger.js';
import { testConfig } from '../support/test-app.js';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  level: string;
  msg: string;
  reqId?: string;
  req?: { method: string; path: string };
  res?: { statusCode: number };
  context?: string;
}

describe('JSON logs', () => {
  const raw: string[] = [];
  let app: INestApplication;
  const lines = () => raw.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    // The logger main.ts uses, at its most talkative, writing into an array instead of stdout.
    const log = createAppLogger('trace', {
      write: (chunk: string) => void raw.push(...chunk.split('\n').filter(Boolean)),
    });
    app = await createApp(testConfig(undefined, { webDistDir: webDist }), { log });
    await app.init();
  });
  afterAll(() => app?.close());

  it('writes one JSON object per line, each request with the id returned in X-Request-Id', async () => {
    const ids: string[] = [];
    for (const path of ['/api/health/live', '/api/search/common-symptoms', '/about']) {
      const res = await request(app.getHttpServer()).get(path);
      expect(res.headers['x-request-id']).toMatch(UUID);
      ids.push(res.headers['x-request-id']!);
    }
    for (const line of raw) expect(() => JSON.parse(line)).not.toThrow();
    const requestLines = lines().filter((line) => line.req);
    for (const id of ids) {
      const mine = requestLines.filter((line) => line.reqId === id);
      expect(mine).toHaveLength(1);
    }
    expect(requestLines.find((line) => line.reqId === ids[1])).toMatchObject({
      level: 'info',
      req: { method: 'GET', path: '/api/search/common-symptoms' },
      res: { statusCode: 200 },
      msg: 'GET /api/search/common-symptoms 200',
    });
  });

  it('keeps a safe incoming X-Request-Id and replaces anything else', async () => {
    const kept = await request(app.getHttpServer()).get('/api/health/live').set('X-Request-Id', 'lb-7f3a.9_x');
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.9_x');
    expect(lines().some((line) => line.reqId === 'lb-7f3a.9_x')).toBe(true);
    for (const unsafe of ['has space', 'x'.repeat(65), '<script>', 'a\u00e9b']) {
      const res = await request(app.getHttpServer()).get('/api/health/live').set('X-Request-Id', unsafe);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('tags lines written inside a request (not just the request line) with its id', async () => {
    const signUp = await request(app.getHttpServer())
      .post('/api/auth/sign-up')
      .send({ email: 'tagged.person@example.com', password: 'Tagged-pass-1' });
    expect(signUp.status).toBe(201);
    // Without SMTP_URL the verification mail goes to the outbox, and the app logs where it went.
    const outbox = lines().find((line) => line.msg?.startsWith('No SMTP_URL: mail written to'));
    expect(outbox).toMatchObject({ level: 'warn', context: 'Outbox', reqId: signUp.headers['x-request-id'] });
  });

  it('holds no email, password, session cookie, symptom, condition or medicine in any line', async () => {
    const email = 'walrus.tangerine@example.com';
    const password = 'Pw-Marmalade-Sky-42';
    const agent = request.agent(app.getHttpServer());
    const signUp = await agent.post('/api/auth/sign-up').send({ email, password });
    expect(signUp.status).toBe(201);
    const session = signUp.headers['set-cookie']![0]!.split(';')[0]!.split('=')[1]!;
    const saved = await agent.post('/api/profile/sync').send({
      profile: {
        allergies: ['Quinzelberry'],
        conditions: ['Flibbertigibbet syndrome'],
        currentMedications: [{ name: 'Zorblatamine 5 mg' }],
        isPregnant: true,
        gender: 'female',
      },
    });
    expect(saved.status).toBe(200);
    expect(
      (await agent.post('/api/search/enhanced').send({ query: 'Snorkelwhistle rash and a headache' })).status,
    ).toBe(200);
    expect((await agent.post('/api/search').send({ query: 'Gobbledyache cough', category: 'all' })).status).toBe(200);
    expect((await agent.get('/api/search/suggestions').query({ query: 'Wibblefever' })).status).toBe(200);
    expect((await agent.get('/search').query({ q: 'Crumplethroat' })).status).toBe(200);
    expect((await agent.post('/api/auth/sign-in').send({ email, password: 'Wrong-Hummingbird-9' })).status).toBe(401);
    await agent.post('/api/profile/sync').send({ profile: { age: 'not an age' } });

    const text = raw.join('\n');
    expect(lines().filter((line) => line.req).length).toBeGreaterThanOrEqual(7);
    for (const secret of [
      email,
      'walrus',
      password,
      'Wrong-Hummingbird-9',
      session,
      'Quinzelberry',
      'Flibbertigibbet',
      'Zorblatamine',
      'Snorkelwhistle',
      'Gobbledyache',
      'Wibblefever',
      'Crumplethroat',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(lines().some((line) => line.req?.path === '/search')).toBe(true);
  });
});
