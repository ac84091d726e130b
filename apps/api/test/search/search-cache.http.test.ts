import type { INestApplication } from '@nestjs/common';
import { emptyProfile } from '@otc/safety-engine';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchService } from '../../src/search/application/search.service.js';
import { SEARCH_CACHE_STORE } from '../../src/search/domain/search-cache-store.port.js';
import type { MemorySearchCacheStore } from '../../src/search/infrastructure/memory-search-cache-store.adapter.js';
import { signUp } from '../support/people.js';
import { startTestApp, testConfig } from '../support/test-app.js';

const UNLIMITED_SEARCH = { ...testConfig().rateLimits, anonymousSearch: { limit: 100_000, ttlMs: 60_000 } };

describe('the anonymous search cache in memory', () => {
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const entries = () => app.get<MemorySearchCacheStore>(SEARCH_CACHE_STORE).size;
  beforeAll(async () => {
    app = await startTestApp(testConfig(undefined, { rateLimits: UNLIMITED_SEARCH }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps one entry for words that mean the same, and answers each of them alike', async () => {
    const before = entries();
    const answers = [];
    for (const query of ['headache', 'my head hurts', 'HEADACHE!!', '  Headache. ']) {
      answers.push((await http().post('/api/search/basic').send({ query })).body);
    }
    expect(entries()).toBe(before + 1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('keeps different meanings apart: other symptoms, their order, a named product, a category', async () => {
    const before = entries();
    const bodies = [];
    for (const [query, category] of [
      ['sore throat and cough', 'all'],
      ['cough and sore throat', 'all'],
      ['sore throat and advil', 'all'],
      ['sore throat and cough', 'cold-flu'],
    ] as const) {
      bodies.push((await http().post('/api/search').send({ query, category, enhanced: false })).body);
    }
    expect(entries()).toBe(before + 4);
    expect(bodies[1].extractedSymptoms).toEqual([...bodies[0].extractedSymptoms].reverse());
    expect(bodies[2].safe.map((m: { name: string }) => m.name)).toContain('Advil');
    expect(bodies[3].safe.length).toBeLessThan(bodies[0].safe.length);
  });

  it('never gives a red-flag wording the answer of a plain one, nor the other way round', async () => {
    const plain = await http().post('/api/search/basic').send({ query: 'splitting headache' });
    const worst = await http().post('/api/search/basic').send({ query: 'the worst headache of my life' });
    const plainAgain = await http().post('/api/search/basic').send({ query: 'splitting headache' });
    expect(plain.body.redFlags).toEqual([]);
    expect(worst.body.redFlags.map((f: { code: string }) => f.code)).toEqual(['worst-headache']);
    expect(plainAgain.body.redFlags).toEqual([]);
    // The wording's own confidence too, not the one of whoever filled the entry.
    expect(worst.body.confidence).toBeLessThan(plain.body.confidence);
  });

  it('answers from the cache exactly what a fresh search would', async () => {
    const service = app.get(SearchService);
    for (const query of ['runny nose, sneezing', 'sneezing and a runny nose!', 'poison ivy but no fever']) {
      const fresh = JSON.stringify(await service.search({ query, enhanced: false, category: null }, emptyProfile()));
      const first = await http().post('/api/search/basic').send({ query });
      const again = await http().post('/api/search/basic').send({ query });
      expect(first.text).toBe(fresh);
      expect(again.text).toBe(fresh);
    }
  });

  it('sends the same answer gzipped to a client that accepts gzip and plain to one that does not', async () => {
    const fresh = JSON.stringify(
      await app.get(SearchService).search({ query: 'sore throat', enhanced: false, category: null }, emptyProfile()),
    );
    const zipped = await http().post('/api/search/basic').set('Accept-Encoding', 'gzip').send({ query: 'sore throat' });
    const plain = await http()
      .post('/api/search/basic')
      .set('Accept-Encoding', 'identity')
      .send({ query: 'sore throat' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBeLessThan(fresh.length / 4);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(fresh));
    for (const res of [zipped, plain]) {
      expect(res.text).toBe(fresh);
      expect(String(res.headers.vary)).toMatch(/\bAccept-Encoding\b/i);
    }
  });

  it("sends a signed-in person's answer gzipped or plain alike, and still only for them", async () => {
    const person = await signUp(app);
    await person.agent.post('/api/profile/sync').send({ profile: { allergies: ['ibuprofen'] } });
    const zipped = await person.agent
      .post('/api/search/basic')
      .set('Accept-Encoding', 'gzip')
      .send({ query: 'headache' });
    const plain = await person.agent
      .post('/api/search/basic')
      .set('Accept-Encoding', 'identity')
      .send({ query: 'headache' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.text).toBe(plain.text);
    expect(plain.body.unsafe.map((u: { medication: { name: string } }) => u.medication.name)).toContain('Advil');
    expect(String(zipped.headers.vary)).toMatch(/\bCookie\b/i);
  });
});

describe('the anonymous search rate limit', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await startTestApp(
      testConfig(undefined, {
        rateLimits: { ...testConfig().rateLimits, anonymousSearch: { limit: 3, ttlMs: 60_000 } },
      }),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 429 with Retry-After past the limit per client, and leaves signed-in search to its own limit', async () => {
    const search = () => request(app.getHttpServer()).post('/api/search').send({ query: 'cough' });
    for (let i = 0; i < 3; i++) expect((await search()).status).toBe(200);
    const refused = await search();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(refused.body.message).toMatch(/wait \d+ seconds/);
    expect((await request(app.getHttpServer()).post('/api/search/basic').send({ query: 'cough' })).status).toBe(429);

    const person = await signUp(app);
    expect((await person.agent.post('/api/search').send({ query: 'cough' })).status).toBe(200);
  });
});
