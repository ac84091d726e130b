import type { INestApplication } from '@nestjs/common';
import { validateHealthProfile } from '@otc/safety-engine';
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

const sync = (agent: request.Agent, profile: Record<string, unknown>, userId?: string) =>
  agent.post('/api/profile/sync').send({ userId, profile });

describe('profile', () => {
  it('answers 404 before a profile exists, and 401 when signed out', async () => {
    const person = await signUp(app);
    expect((await person.agent.get(`/api/profile/${person.id}`)).status).toBe(404);
    expect((await request(app.getHttpServer()).get(`/api/profile/${person.id}`)).status).toBe(401);
  });

  it('saves the spec payload, normalising lists and the string age, and reads it back', async () => {
    const person = await signUp(app);
    const res = await sync(
      person.agent,
      {
        email: 'ignored@example.com',
        firstName: '  Ada ',
        lastName: 'Lovelace',
        age: '34',
        gender: 'female',
        allergies: '{Penicillin, penicillin ,  Latex}',
        conditions: '["Asthma",""]',
        currentMedications: [{ name: ' Zoloft 50 mg ', dosage: '' }, { name: 'zoloft 50 mg' }],
        isPregnant: true,
        isBreastfeeding: false,
      },
      person.id,
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const read = await person.agent.get(`/api/profile/${person.id}`);
    expect(read.body).toMatchObject({
      id: person.id,
      email: person.email,
      firstName: 'Ada',
      age: 34,
      allergies: ['Penicillin', 'Latex'],
      conditions: ['Asthma'],
      currentMedications: [{ name: 'Zoloft 50 mg', dosage: 'As directed', frequency: '' }],
      isPregnant: true,
      profileComplete: true,
    });
  });

  it('skips a first sync with no profile data, as the spec says', async () => {
    const person = await signUp(app);
    const res = await sync(person.agent, { firstName: 'Only a name' });
    expect(res.body).toEqual({ success: true, message: 'no data to sync' });
    expect((await person.agent.get(`/api/profile/${person.id}`)).status).toBe(404);
  });

  it('lets a person clear their lists once a profile exists', async () => {
    const person = await signUp(app);
    await sync(person.agent, { allergies: ['Aspirin'] });
    await sync(person.agent, { allergies: [] });
    expect((await person.agent.get(`/api/profile/${person.id}`)).body).toMatchObject({
      allergies: [],
      profileComplete: false,
    });
  });

  it.each([
    [{ age: 0 }, 'age must be a whole number from 1 to 120'],
    [{ age: '12.5' }, 'age must be a whole number from 1 to 120'],
    [{ gender: 'robot' }, 'gender must be male, female, other or prefer-not-to-say'],
    [
      { gender: 'female', isPregnant: true, isBreastfeeding: true },
      'isPregnant and isBreastfeeding cannot both be true',
    ],
    [
      { gender: 'male', isPregnant: true },
      'pregnancy and breastfeeding apply only when gender is female, other or prefer-not-to-say',
    ],
    [{ allergies: 42 }, 'allergies must be a list of text'],
    [{ currentMedications: [{ dosage: '5 mg' }] }, 'each of currentMedications needs a name'],
  ])('rejects %j with a 400 naming the field, keeping what was saved', async (profile, message) => {
    const person = await signUp(app);
    await sync(person.agent, { allergies: ['Aspirin'] });
    const res = await sync(person.agent, profile);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await person.agent.get(`/api/profile/${person.id}`)).body.allergies).toEqual(['Aspirin']);
  });

  // The same bad profiles the content CLI (packages/content-tools/test/check.test.ts) and the web form refuse.
  it('refuses, with a 400, what the engine’s health-profile schema refuses, in its words', async () => {
    const person = await signUp(app);
    const bad = [
      { age: 121 },
      { age: '0120' },
      { age: '0x1F' },
      { gender: 'prefer not to say' },
      { gender: 'male', isPregnant: true },
      { allergies: Array.from({ length: 51 }, (_, i) => `allergen ${i}`) },
      { conditions: ['x'.repeat(201)] },
      { allergies: '{aspirin' },
    ];
    for (const profile of bad) {
      const checked = validateHealthProfile(profile);
      const res = await sync(person.agent, profile);
      expect([res.status, res.body.message]).toEqual([400, !checked.ok && checked.errors[0]?.message]);
    }
  });

  it("refuses another person's uid on read and on sync, revealing nothing", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await sync(owner.agent, { allergies: ['Aspirin'] });
    const read = await other.agent.get(`/api/profile/${owner.id}`);
    const unknown = await other.agent.get('/api/profile/00000000-0000-4000-8000-000000000000');
    expect(read.status).toBe(403);
    expect(unknown.status).toBe(403);
    expect(read.body.message).toBe(unknown.body.message);
    const write = await sync(other.agent, { allergies: ['Nothing'] }, owner.id);
    expect(write.status).toBe(403);
    expect((await owner.agent.get(`/api/profile/${owner.id}`)).body.allergies).toEqual(['Aspirin']);
  });

  it('never mixes fields when two saves race', async () => {
    const person = await signUp(app);
    const a = { gender: 'female', allergies: ['A'], conditions: ['Asthma'], age: 30 };
    const b = { gender: 'male', allergies: ['B'], conditions: ['Gout'], age: 60 };
    await Promise.all([sync(person.agent, a), sync(person.agent, b), sync(person.agent, a), sync(person.agent, b)]);
    const saved = (await person.agent.get(`/api/profile/${person.id}`)).body;
    const asSaved = { gender: saved.gender, allergies: saved.allergies, conditions: saved.conditions, age: saved.age };
    expect([a, b]).toContainEqual(asSaved);
  });
});
