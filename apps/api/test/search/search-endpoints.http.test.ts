import type { INestApplication } from '@nestjs/common';
import { formulary } from '@otc/formulary';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';

let app: INestApplication;
const http = () => request(app.getHttpServer());
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('POST /api/search (the search page)', () => {
  it('reads a sentence with Smart search by default and keeps to a category given by value or label', async () => {
    const byValue = await http()
      .post('/api/search')
      .send({ query: 'headache', category: 'digestive', userId: 'anonymous' });
    const byLabel = await http().post('/api/search').send({ query: 'headache', category: 'Antacid (Digestive)' });
    expect(byValue.status).toBe(200);
    expect(byValue.body.safe.map((m: { name: string }) => m.name)).toEqual(['Alka-Seltzer Original']);
    expect(byLabel.body).toEqual(byValue.body);
  });

  it('treats "all" like no category', async () => {
    const all = await http().post('/api/search').send({ query: 'headache', category: 'all' });
    const none = await http().post('/api/search').send({ query: 'headache' });
    expect(all.body.safe.length).toBeGreaterThan(5);
    expect(all.body).toEqual(none.body);
  });

  it.each([
    [{ query: 'headache', category: '' }, 'category must not be empty: leave it out for all categories'],
    [{ query: 'headache', category: 7 }, 'category must be text, such as "pain-relief"'],
    [{ query: 'headache', category: 'x'.repeat(501) }, 'category must be at most 500 characters'],
    [
      { query: 'headache', category: 'vitamins' },
      'category must be one of: all, pain-relief, cold-flu, allergies, digestive',
    ],
  ])('rejects a bad category with a readable 400: %j', async (body, message) => {
    const res = await http().post('/api/search').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('POST /api/search/enhanced', () => {
  it('extracts every symptom, honours negation and reports confidence', async () => {
    const res = await http().post('/api/search/enhanced').send({ query: 'a cough but no fever', enhanced: true });
    expect(res.body).toMatchObject({ extractedSymptoms: ['Cough'], fallbackUsed: false, redFlags: [] });
    expect(res.body.confidence).toBeGreaterThan(0);
    expect(res.body.confidence).toBeLessThanOrEqual(1);
  });

  it('carries red flags with advice in smart and basic search alike', async () => {
    for (const path of ['/api/search/enhanced', '/api/search/basic']) {
      const res = await http().post(path).send({ query: 'I have thoughts of suicide' });
      expect(res.body.redFlags).toEqual([
        { code: 'suicide-self-harm', message: expect.stringContaining('988'), holdList: true },
      ]);
    }
  });

  it('holds the medicine list back for an overdose, with Poison Control, in smart and basic search alike', async () => {
    for (const path of ['/api/search/enhanced', '/api/search/basic']) {
      const res = await http().post(path).send({ query: 'my toddler swallowed some pills' });
      expect(res.body.redFlags).toContainEqual({
        code: 'poisoning',
        message: expect.stringContaining('1-800-222-1222'),
        holdList: true,
      });
    }
  });

  it('returns the product constraints it applied, in smart and basic search alike', async () => {
    for (const path of ['/api/search/enhanced', '/api/search/basic']) {
      const res = await http().post(path).send({ query: 'non-drowsy allergy medicine' });
      expect(res.body.constraints).toEqual([{ code: 'non-drowsy', label: 'Non-drowsy' }]);
    }
  });
});

describe('hostile or unusual text is just text', () => {
  it.each([
    '头痛 🤕 headache',
    "'; DROP TABLE contact_messages; --",
    '<script>alert(1)</script> headache',
    '\u0000\u200b headache',
  ])('answers %j without a 500 and without echoing markup', async (query) => {
    const res = await http().post('/api/search/basic').send({ query });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.text).not.toContain('<script>');
  });
});

describe('GET /api/search/suggestions', () => {
  it('suggests symptoms and products by prefix, at most 8', async () => {
    const res = await http().get('/api/search/suggestions').query({ query: 'he' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(8);
    expect(res.body).toEqual(expect.arrayContaining(['Headache', 'Heartburn']));
    const products = await http().get('/api/search/suggestions').query({ query: 'tyl' });
    expect(products.body.length).toBeGreaterThan(0);
    expect(products.body.every((s: string) => s.startsWith('Tylenol') || s.includes('Tylenol'))).toBe(true);
  });

  it('tolerates a typo', async () => {
    const res = await http().get('/api/search/suggestions').query({ query: 'headahce' });
    expect(res.body[0]).toBe('Headache');
  });

  it('finds a symptom from a lay synonym', async () => {
    const res = await http().get('/api/search/suggestions').query({ query: 'stuffy' });
    expect(res.body).toContain('Stuffy nose');
  });

  it.each([
    [{}, 'query is required'],
    [{ query: '' }, 'query must not be empty'],
    [{ query: 'x'.repeat(501) }, 'query must be at most 500 characters'],
  ])('rejects %j with a readable 400', async (params, message) => {
    const res = await http().get('/api/search/suggestions').query(params);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

it('GET /api/search/common-symptoms answers exactly 6 symptoms, from the content', async () => {
  const res = await http().get('/api/search/common-symptoms');
  expect(res.body).toEqual(formulary.commonSymptoms.slice(0, 6));
  expect(new Set(res.body).size).toBe(6);
});

it('GET /api/search/categories lists every category the search page accepts, "all" first', async () => {
  const res = await http().get('/api/search/categories');
  expect(res.body[0]).toEqual({ value: 'all', label: 'All Categories' });
  expect(res.body.slice(1)).toEqual(formulary.searchCategories);
  for (const { value, label } of res.body)
    for (const category of [value, label])
      expect((await http().post('/api/search').send({ query: 'headache', category })).status).toBe(200);
});

it('GET /api/search/quick-searches answers the content’s quick searches, each of which finds medicines', async () => {
  const res = await http().get('/api/search/quick-searches');
  expect(res.body).toEqual(formulary.quickSearches);
  expect(res.body.length).toBeGreaterThan(0);
  for (const query of res.body)
    expect((await http().post('/api/search/basic').send({ query })).body.safe.length).toBeGreaterThan(0);
});

it('says nothing of review for items no pharmacist has signed off', async () => {
  const res = await http().post('/api/search/basic').send({ query: 'headache' });
  const unreviewed = formulary.medications.filter((m) => m.review.reviewedBy === null).map((m) => m.id);
  const cards = res.body.safe.filter((m: { id: string }) => unreviewed.includes(m.id));
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) expect(card.review).toBeNull();
});
