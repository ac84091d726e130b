import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';

describe('a name we do not list, in both search modes', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const search = async (mode: 'basic' | 'enhanced', query: string) => {
    const res = await request(app.getHttpServer())
      .post(`/api/search/${mode}`)
      .send({ query, enhanced: mode === 'enhanced', userId: 'anonymous' });
    expect(res.status).toBe(200);
    return res.body as {
      safe: { activeIngredients: string[] }[];
      notCarried: { name: string; ingredients: string[] } | null;
      unrecognisedName: string | null;
    };
  };

  it.each(['basic', 'enhanced'] as const)('%s: says what Panadol is and lists our acetaminophen', async (mode) => {
    const body = await search(mode, 'panadol');
    expect(body.notCarried).toEqual({ name: 'Panadol', ingredients: ['acetaminophen'] });
    expect(body.unrecognisedName).toBeNull();
    expect(body.safe.length).toBeGreaterThan(0);
    for (const m of body.safe) expect(m.activeIngredients).toEqual([expect.stringMatching(/^Acetaminophen/)]);
  });

  it.each(['basic', 'enhanced'] as const)('%s: says plainly when a name is not recognised', async (mode) => {
    const body = await search(mode, 'Zorblax');
    expect(body).toMatchObject({ notCarried: null, unrecognisedName: 'Zorblax', safe: [] });
  });

  it('keeps the not-carried note to the words asked, though the cached list is shared', async () => {
    // 'acetaminophen' and 'panadol' read as the same products, so they share one cached list.
    expect((await search('basic', 'acetaminophen')).notCarried).toBeNull();
    expect((await search('basic', 'panadol')).notCarried?.name).toBe('Panadol');
    expect((await search('basic', 'acetaminophen')).notCarried).toBeNull();
  });
});
