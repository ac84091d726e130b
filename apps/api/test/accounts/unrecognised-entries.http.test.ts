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

const NONE = { allergies: [], medicalConditions: [], currentMedications: [] };
const ODD = {
  allergies: ['penicillin', 'moonbeams'],
  conditions: ['asthma', 'none', 'glass bones'],
  currentMedications: [{ name: 'Coumadin 5 mg' }, { name: 'xyzzy' }],
};
const ODD_UNPLACED = { allergies: ['moonbeams'], medicalConditions: ['glass bones'], currentMedications: ['xyzzy'] };

async function personWith(profile: Record<string, unknown>) {
  const person = await signUp(app);
  await person.agent.post('/api/profile/sync').send({ profile });
  return person;
}

describe('profile entries the check could not place', () => {
  it('come with every search answer for the signed-in person, as written', async () => {
    const person = await personWith(ODD);
    for (const path of ['/api/search/basic', '/api/search/enhanced', '/api/search']) {
      const res = await person.agent.post(path).send({ query: 'headache' });
      expect(res.status).toBe(200);
      expect(res.body.unrecognised).toEqual(ODD_UNPLACED);
    }
  });

  it('are empty lists when every entry was placed, and for anonymous answers', async () => {
    const placed = await personWith({ allergies: ['aspirin'], currentMedications: [{ name: 'Coumadin' }] });
    expect((await placed.agent.post('/api/search').send({ query: 'headache' })).body.unrecognised).toEqual(NONE);
    const anonymous = await request(app.getHttpServer()).post('/api/search/basic').send({ query: 'headache' });
    expect(anonymous.body.unrecognised).toEqual(NONE);
  });

  it('come with the supplement lists', async () => {
    const person = await personWith(ODD);
    const mine = await person.agent.get('/api/supplements/category/vitamins');
    expect(mine.body.unrecognised).toEqual(ODD_UNPLACED);
    const anonymous = await request(app.getHttpServer()).get('/api/supplements/category/vitamins');
    expect(anonymous.body.unrecognised).toEqual(NONE);
  });

  it('come with the profile, read and saved, so the profile page can mark them', async () => {
    const person = await signUp(app);
    const saved = await person.agent.post('/api/profile/sync').send({ profile: ODD });
    expect(saved.body.profile.unrecognised).toEqual(ODD_UNPLACED);
    const read = await person.agent.get(`/api/profile/${person.id}`);
    expect(read.body.unrecognised).toEqual(ODD_UNPLACED);
    const fixed = await person.agent
      .post('/api/profile/sync')
      .send({ profile: { ...ODD, allergies: ['penicillin'], currentMedications: [{ name: 'warfarin' }] } });
    expect(fixed.body.profile.unrecognised).toEqual({ ...NONE, medicalConditions: ['glass bones'] });
  });
});
