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

const withPseudoephedrine = (list: { activeIngredients: string[] }[]) =>
  list.filter((m) => m.activeIngredients.some((a) => a.startsWith('Pseudoephedrine')));

describe('personal search', () => {
  it("judges results with the session's profile and records the search", async () => {
    const person = await signUp(app);
    await person.agent.post('/api/profile/sync').send({ profile: { conditions: ['high blood pressure'] } });
    const mine = await person.agent.post('/api/search/basic').send({ query: 'stuffy nose' });
    const unsafe = withPseudoephedrine(
      mine.body.unsafe.map((u: { medication: { activeIngredients: string[] } }) => u.medication),
    );
    expect(unsafe.length).toBeGreaterThan(0);
    expect(withPseudoephedrine(mine.body.safe)).toEqual([]);

    const anonymous = await request(app.getHttpServer()).post('/api/search/basic').send({ query: 'stuffy nose' });
    expect(withPseudoephedrine(anonymous.body.safe).length).toBeGreaterThan(0);
    expect(anonymous.body.unsafe).toEqual([]);

    const history = await person.agent.get('/api/search/history');
    expect(history.body.entries[0].query).toBe('stuffy nose');
    expect(history.body.countThisMonth).toBe(1);
  });

  it("never uses another person's id from the body: that request gets anonymous results", async () => {
    const owner = await signUp(app);
    await owner.agent.post('/api/profile/sync').send({ profile: { conditions: ['high blood pressure'] } });
    const stranger = await request(app.getHttpServer())
      .post('/api/search/basic')
      .send({ query: 'stuffy nose', userId: owner.id });
    expect(stranger.body.unsafe).toEqual([]);
    const history = await request(app.getHttpServer()).get('/api/search/history').query({ userId: owner.id });
    expect(history.status).toBe(401);
  });

  it('lists history newest first and filters supplements for the signed-in person', async () => {
    const person = await signUp(app);
    await person.agent.post('/api/profile/sync').send({ profile: { currentMedications: [{ name: 'Coumadin 5 mg' }] } });
    for (const query of ['headache', 'cough', 'fever']) await person.agent.post('/api/search/basic').send({ query });
    const history = await person.agent.get('/api/search/history');
    expect(history.body.entries.map((e: { query: string }) => e.query)).toEqual(['fever', 'cough', 'headache']);
    const vitamins = await person.agent.get('/api/supplements/category/vitamins');
    expect(vitamins.body.safetyFiltered).toBe(true);
    expect(vitamins.body.excluded.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Vitamin K/)]),
    );
  });
});
