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

interface Card {
  name: string;
  directions: {
    age: number | null;
    rows: { fromYears: number; action: string; amount: string | null; weight: string | null }[];
  } | null;
}
const MOTRIN = "Children's Motrin";
const cardOf = (body: { safe: Card[]; unsafe: { medication: Card }[] }, name: string): Card =>
  [...body.safe, ...body.unsafe.map((u) => u.medication)].find((m) => m.name === name)!;

async function searchAtAge(age: number | undefined) {
  const person = await signUp(app);
  if (age !== undefined) await person.agent.post('/api/profile/sync').send({ profile: { age } });
  return (await person.agent.post('/api/search/basic').send({ query: MOTRIN })).body;
}

describe('directions for the signed-in person’s age', () => {
  it('gives the one row of the label for the age on the profile, with the chart’s weight', async () => {
    const card = cardOf(await searchAtAge(4), MOTRIN);
    expect(card.directions).toMatchObject({
      age: 4,
      rows: [{ fromYears: 4, action: 'dose', amount: '7.5 mL', weight: '36 to 47 lb' }],
      source: { url: expect.stringMatching(/^https:\/\//) },
    });
  });

  it('says ask a doctor below the label’s lowest age', async () => {
    const card = cardOf(await searchAtAge(1), MOTRIN);
    expect(card.directions).toMatchObject({ age: 1, rows: [{ action: 'ask-a-doctor', amount: null }] });
  });

  it('gives the whole table signed out, or signed in without an age', async () => {
    const anonymous = (await request(app.getHttpServer()).post('/api/search/basic').send({ query: MOTRIN })).body;
    const noAge = await searchAtAge(undefined);
    for (const body of [anonymous, noAge]) {
      const { directions } = cardOf(body, MOTRIN);
      expect(directions?.age).toBeNull();
      expect(directions?.rows.map((r) => r.fromYears)).toEqual([0, 2, 4, 6, 9, 11, 12]);
    }
  });

  it('takes the age from the session, never from a userId in the body', async () => {
    const child = await signUp(app);
    await child.agent.post('/api/profile/sync').send({ profile: { age: 4 } });
    const stranger = await request(app.getHttpServer())
      .post('/api/search/basic')
      .send({ query: MOTRIN, userId: child.id });
    expect(cardOf(stranger.body, MOTRIN).directions?.age ?? null).toBeNull();
  });
});
