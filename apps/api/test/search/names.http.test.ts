import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';

describe('a bare brand name in both search modes', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const namesFor = async (mode: 'basic' | 'enhanced', query: string) => {
    const res = await request(app.getHttpServer())
      .post(`/api/search/${mode}`)
      .send({ query, enhanced: mode === 'enhanced', userId: 'anonymous' });
    expect(res.status).toBe(200);
    return [...res.body.safe.map((m: { name: string }) => m.name)] as string[];
  };

  it.each([
    ['tylenol', 'tylenol'],
    ['Tylenol', 'tylenol'],
    ['tylenal', 'tylenol'],
    ['pepto', 'pepto'],
    ['tums', 'tums'],
    ['excedrin', 'excedrin'],
  ])('answers %j with the %s family first', async (query, family) => {
    for (const mode of ['basic', 'enhanced'] as const) {
      const names = await namesFor(mode, query);
      expect(names.length).toBeGreaterThan(1);
      expect(names[0]!.toLowerCase()).toContain(family);
      expect(names[1]!.toLowerCase()).toContain(family);
    }
  });
});
