import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';

interface Card {
  name: string;
  kind: 'medication' | 'supplement';
  class: string;
  activeIngredients: string[];
  commonUses: string[];
}

describe('search understands lay language (POST /api/search/basic and /api/search)', () => {
  let app: INestApplication;
  const search = async (query: string, path = '/api/search/basic') => {
    const res = await request(app.getHttpServer()).post(path).send({ query });
    expect(res.status).toBe(200);
    return res.body as { safe: Card[]; extractedSymptoms: string[] };
  };

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers "my stomach burns after I eat spicy food" with an acid reducer or antacid first, never a burn cream', async () => {
    const { safe, extractedSymptoms } = await search('my stomach burns after I eat spicy food');
    expect(extractedSymptoms).toEqual(['Heartburn']);
    expect(safe.length).toBeGreaterThan(0);
    expect(safe[0]!.commonUses).toContain('Heartburn');
    expect(safe[0]!.class).toMatch(/antacid|acid reducer|H2|proton pump/i);
    expect(safe.some((m) => m.commonUses.includes('Minor burns'))).toBe(false);
  });

  it('answers "dolor de cabeza" with the pain relievers, in both search modes', async () => {
    for (const path of ['/api/search/basic', '/api/search']) {
      const { safe, extractedSymptoms } = await search('dolor de cabeza', path);
      expect(extractedSymptoms).toEqual(['Headache']);
      const ingredients = safe.slice(0, 10).map((m) => m.activeIngredients.join(' + '));
      expect(ingredients.some((i) => /Acetaminophen|Ibuprofen|Naproxen|Aspirin/.test(i))).toBe(true);
    }
  });

  it('offers melatonin for jet lag, marked as a supplement', async () => {
    const { safe } = await search('jet lag');
    expect(safe.length).toBeGreaterThan(0);
    expect(safe.every((m) => m.kind === 'supplement')).toBe(true);
    expect(safe[0]!.name).toMatch(/Melatonin/);
    expect(safe[0]!.class).toBe('Supplement');
  });

  it('offers melatonin beside the sleep aids for trouble falling asleep, medicines marked as medicines', async () => {
    const { safe } = await search("can't fall asleep");
    const top = safe.slice(0, 10);
    expect(top.some((m) => m.kind === 'supplement' && /Melatonin/.test(m.name))).toBe(true);
    expect(top.some((m) => m.kind === 'medication')).toBe(true);
  });

  it('offers no supplement for a symptom whose usual choice is a medicine', async () => {
    const { safe } = await search('headache');
    expect(safe.every((m) => m.kind === 'medication')).toBe(true);
  });
});
