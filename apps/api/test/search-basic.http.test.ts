import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isChildrensProduct } from '../src/search/domain/child-mention.js';
import { startTestApp } from './support/test-app.js';

describe('POST /api/search/basic', () => {
  let app: INestApplication;
  const post = (body: unknown, type = 'application/json') =>
    request(app.getHttpServer())
      .post('/api/search/basic')
      .set('content-type', type)
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers headache with the pain relievers, primary use first, in the spec shape', async () => {
    const res = await post({ query: 'headache', enhanced: false, userId: 'anonymous' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'confidence',
      'constraints',
      'context',
      'extractedSymptoms',
      'fallbackUsed',
      'notCarried',
      'redFlags',
      'safe',
      'unrecognised',
      'unrecognisedName',
      'unsafe',
    ]);
    expect(res.body.notCarried).toBeNull();
    expect(res.body.unrecognisedName).toBeNull();
    expect(res.body.redFlags).toEqual([]);
    expect(res.body.unrecognised).toEqual({ allergies: [], medicalConditions: [], currentMedications: [] });
    expect(res.body.extractedSymptoms).toEqual(['Headache']);
    expect(res.body.fallbackUsed).toBe(false);
    expect(res.body.confidence).toBe(1);
    const names: string[] = res.body.safe.map((m: { name: string }) => m.name);
    const ingredients: string[] = res.body.safe.map((m: { activeIngredients: string[] }) =>
      m.activeIngredients.join(' + '),
    );
    for (const generic of ['Acetaminophen', 'Ibuprofen', 'Naproxen', 'Aspirin']) {
      expect(ingredients.some((i) => i.startsWith(generic))).toBe(true);
    }
    expect(names).not.toContain('Claritin');
    // One card per formulation: Advil, Motrin IB and store-brand ibuprofen 200 mg are one choice.
    expect(new Set(ingredients).size).toBe(ingredients.length);
    // Adults' products first when no child is named, then children's; within each, ranked by where headache
    // stands in each product's labelled uses: primary uses come first.
    const forChildren = (m: { name: string }) => isChildrensProduct(m.name);
    const adults = res.body.safe.filter((m: { name: string }) => !forChildren(m));
    const children = res.body.safe.filter(forChildren);
    expect(res.body.safe).toEqual([...adults, ...children]);
    const rankOf = (m: { commonUses: string[] }) => m.commonUses.indexOf('Headache');
    for (const group of [adults, children]) {
      const ranks = group.map(rankOf);
      expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
    }
    // Nobody is profiled anonymously, so nothing is marked avoid.
    expect(res.body.unsafe).toEqual([]);
  });

  it('returns every field of the Medication entity on each card', async () => {
    const res = await post({ query: 'headache' });
    expect(Object.keys(res.body.safe[0]).sort()).toEqual(
      [
        'activeIngredients',
        'brandNames',
        'buyUrl',
        'cautions',
        'class',
        'commonUses',
        'contraindications',
        'directions',
        'dose',
        'id',
        'interactions',
        'kind',
        'mechanism',
        'name',
        'review',
        'sideEffects',
        'summary',
        'warnings',
      ].sort(),
    );
  });

  it('finds a medicine by its brand or international name', async () => {
    expect((await post({ query: 'Advil' })).body.safe[0].name).toBe('Advil');
    const paracetamol = (await post({ query: 'paracetamol' })).body.safe;
    expect(paracetamol.length).toBeGreaterThan(0);
    for (const m of paracetamol) expect(m.activeIngredients.join(' ')).toMatch(/Acetaminophen/);
  });

  it('never uses a userId from the body to personalise results', async () => {
    const anonymous = await post({ query: 'headache' });
    const named = await post({ query: 'headache', userId: 'someone-else' });
    expect(named.body).toEqual(anonymous.body);
  });

  it('answers an unknown query with empty lists and zero confidence', async () => {
    const res = await post({ query: 'qwxz' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ safe: [], unsafe: [], extractedSymptoms: [], confidence: 0 });
  });

  it.each([
    ['missing', {}, 'query is required'],
    ['empty', { query: '' }, 'query must not be empty: type a symptom or a medicine name'],
    ['blank', { query: '   ' }, 'query must not be empty: type a symptom or a medicine name'],
    ['a number', { query: 42 }, 'query must be text, such as "headache"'],
    ['a list', { query: ['headache'] }, 'query must be text, such as "headache"'],
    ['over 500 characters', { query: 'a'.repeat(501) }, 'query must be at most 500 characters'],
    ['with a bad enhanced flag', { query: 'headache', enhanced: 'yes' }, 'enhanced must be true or false'],
  ])('rejects a query that is %s with a readable 400', async (_case, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message, code: 'request.invalid' });
  });

  it('accepts a query of exactly 500 characters', async () => {
    expect((await post({ query: 'a'.repeat(500) })).status).toBe(200);
  });

  it('answers malformed JSON with a readable 400', async () => {
    const res = await post('{"query": "head');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('answers a body over 100 KB with 413', async () => {
    const res = await post({ query: 'headache', padding: 'x'.repeat(120_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request body is too large.');
  });
});

describe('the API edge', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reports health once the database is migrated', async () => {
    const res = await request(app.getHttpServer()).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers an unknown route under /api with a JSON 404', async () => {
    const res = await request(app.getHttpServer()).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('serves the OpenAPI document with operation ids named after the methods', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.paths['/api/search/basic'].post.operationId).toBe('searchBasic');
  });
});
