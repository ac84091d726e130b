import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testConfig } from '../support/test-app.js';

let app: INestApplication;
beforeAll(async () => {
  const base = testConfig();
  app = await startTestApp(
    testConfig(undefined, { rateLimits: { ...base.rateLimits, vocabulary: { limit: 5, ttlMs: 60_000 } } }),
  );
});
afterAll(async () => {
  await app?.close();
});

const ask = (query: Record<string, string>) =>
  request(app.getHttpServer()).get('/api/vocabulary/suggestions').query(query);

describe('GET /api/vocabulary/suggestions', () => {
  it('answers names for the field to anyone, and refuses a bad field or an empty query with a readable 400', async () => {
    const ok = await ask({ field: 'currentMedications', query: 'couma' });
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('Coumadin');
    const badField = await ask({ field: 'hobbies', query: 'couma' });
    expect(badField.status).toBe(400);
    expect(JSON.stringify(badField.body)).toContain('field must be one of: allergies, medicalConditions');
    expect((await ask({ field: 'allergies', query: ' ' })).status).toBe(400);
  });

  it('is rate limited per client, with Retry-After', async () => {
    let last: request.Response | undefined;
    for (let i = 0; i < 6; i++) last = await ask({ field: 'allergies', query: 'asp' });
    expect(last!.status).toBe(429);
    expect(last!.headers['retry-after']).toMatch(/^\d+$/);
  });
});
