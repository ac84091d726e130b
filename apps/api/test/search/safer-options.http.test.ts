import type { INestApplication } from '@nestjs/common';
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

interface Avoided {
  medication: { id: string; name: string };
  saferOptions: { id: string; name: string }[];
}

describe('safer options in a search answer', () => {
  it('come with each avoided medicine as { id, name }, each one a safe result for the same search', async () => {
    const person = await signUp(app);
    await person.agent.post('/api/profile/sync').send({ profile: { allergies: ['ibuprofen'] } });
    const res = await person.agent.post('/api/search').send({ query: 'headache' });
    expect(res.status).toBe(200);
    const unsafe = res.body.unsafe as Avoided[];
    const advil = unsafe.find((u) => u.medication.name === 'Advil')!;
    expect(Object.keys(advil).sort()).toEqual(['level', 'medication', 'reasons', 'saferOptions']);
    expect(advil.saferOptions.length).toBeGreaterThan(0);
    for (const option of advil.saferOptions) expect(Object.keys(option).sort()).toEqual(['id', 'name']);
    // Every option is judged safe for this person: searched by name, it is on the safe list.
    const avoidedIds = new Set(unsafe.map((u) => u.medication.id));
    for (const { id, name } of unsafe.flatMap((u) => u.saferOptions)) {
      expect(avoidedIds.has(id), name).toBe(false);
      const byName = await person.agent.post('/api/search').send({ query: name });
      expect(
        byName.body.safe.map((m: { id: string }) => m.id),
        name,
      ).toContain(id);
    }
  });

  it('are not offered to a person with an empty profile, who has nothing to avoid', async () => {
    const blank = await signUp(app);
    const res = await blank.agent.post('/api/search').send({ query: 'headache' });
    expect(res.body.unsafe).toEqual([]);
  });
});
