import type { INestApplication } from '@nestjs/common';
import { evidenceRank } from '@otc/safety-engine';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.js';

let app: INestApplication;
const http = () => request(app.getHttpServer());
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/supplements/categories', () => {
  it('lists at least 10 category names', async () => {
    const res = await http().get('/api/supplements/categories');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(10);
    expect(res.body).toContain('Immune Support');
  });
});

describe('GET /api/supplements/category/{category}', () => {
  it('answers a category by name or id, sorted by evidence then name, unfiltered for an anonymous visitor', async () => {
    const byName = await http()
      .get(`/api/supplements/category/${encodeURIComponent('Immune Support')}`)
      .query({ userId: 'anonymous' });
    const byId = await http().get('/api/supplements/category/immune-support');
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual(byId.body);
    expect(byName.body.safetyFiltered).toBe(false);
    expect(byName.body.excluded).toEqual([]);
    const list = byName.body.supplements as { name: string; evidence_strength: string }[];
    expect(list.length).toBeGreaterThan(2);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      const order =
        evidenceRank(a.evidence_strength) - evidenceRank(b.evidence_strength) || a.name.localeCompare(b.name);
      expect(order).toBeLessThanOrEqual(0);
    }
  });

  it('gives every field of the spec’s Supplement entity, with the source as a link', async () => {
    const res = await http().get('/api/supplements/category/vitamins');
    for (const field of [
      'name',
      'ingredient',
      'age_group',
      'summary',
      'evidence_strength',
      'interactions',
      'contraindications',
      'side_effects',
      'source',
    ]) {
      expect(res.body.supplements[0]).toHaveProperty(field);
    }
    expect(res.body.supplements[0].source).toMatch(/^https:\/\//);
  });

  it('answers an unknown category with a 404 and a message', async () => {
    const res = await http().get('/api/supplements/category/astrology');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("There is no supplement category called 'astrology'.");
  });
});
