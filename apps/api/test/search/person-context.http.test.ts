import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_CACHE_STORE } from '../../src/search/domain/search-cache-store.port.js';
import type { MemorySearchCacheStore } from '../../src/search/infrastructure/memory-search-cache-store.adapter.js';
import { signUp } from '../support/people.js';
import { startTestApp } from '../support/test-app.js';

interface Card {
  name: string;
  activeIngredients: string[];
}
interface Answer {
  safe: Card[];
  unsafe: { medication: Card; reasons: { code: string }[] }[];
  context: { key: string; kind: string; label: string }[];
}

// Ingredients as the cards name them ("Ibuprofen 200 mg"): the NSAIDs and aspirin (a salicylate NSAID).
const NSAIDS = /^(ibuprofen|naproxen|aspirin|ketoprofen|magnesium salicylate|diclofenac)/i;
const withIngredient = (cards: Card[], pattern: RegExp) =>
  cards.filter((c) => c.activeIngredients.some((i) => pattern.test(i))).map((c) => c.name);

describe('search takes into account what the words say about the person', () => {
  let app: INestApplication;
  const search = (body: Record<string, unknown>, path = '/api/search/basic') =>
    request(app.getHttpServer()).post(path).send(body);
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('"my kid has a fever of 101": no aspirin among the safe, and the child is named', async () => {
    const answer: Answer = (await search({ query: 'my kid has a fever of 101' })).body;
    expect(answer.context).toEqual([{ key: 'age', kind: 'age', label: 'child' }]);
    expect(answer.safe.length).toBeGreaterThan(0);
    expect(withIngredient(answer.safe, /^aspirin/i)).toEqual([]);
    expect(
      withIngredient(
        answer.unsafe.map((u) => u.medication),
        /^aspirin/i,
      ).length,
    ).toBeGreaterThan(0);
  });

  it('"pregnant with a headache": no NSAIDs among the safe', async () => {
    const answer: Answer = (await search({ query: 'pregnant with a headache' })).body;
    expect(answer.context.map((c) => c.label)).toEqual(['pregnant']);
    expect(answer.safe.length).toBeGreaterThan(0);
    expect(withIngredient(answer.safe, NSAIDS)).toEqual([]);
  });

  it('"I take warfarin and have a headache": no NSAIDs or aspirin among the safe, in both search modes', async () => {
    for (const path of ['/api/search/basic', '/api/search/enhanced', '/api/search']) {
      const answer: Answer = (await search({ query: 'I take warfarin and have a headache' }, path)).body;
      expect(answer.context.map((c) => c.key)).toEqual(['medicine:warfarin']);
      expect(withIngredient(answer.safe, NSAIDS)).toEqual([]);
      const ibuprofen = answer.unsafe.find((u) => u.medication.activeIngredients.some((i) => /^ibuprofen/i.test(i)));
      expect(ibuprofen?.reasons.map((r) => r.code)).toContain('interaction');
    }
  });

  it('"my 2 month old has a fever": no aspirin or NSAIDs among the safe', async () => {
    const answer: Answer = (await search({ query: 'my 2 month old has a fever' })).body;
    expect(answer.context.map((c) => c.label)).toEqual(['baby (2 months)']);
    expect(withIngredient(answer.safe, NSAIDS)).toEqual([]);
  });

  it('"allergic to aspirin and I have a fever": no aspirin or other NSAID among the safe', async () => {
    const answer: Answer = (await search({ query: 'allergic to aspirin and I have a fever' })).body;
    expect(answer.context.map((c) => c.key)).toEqual(['allergy:aspirin']);
    expect(answer.safe.length).toBeGreaterThan(0);
    expect(withIngredient(answer.safe, NSAIDS)).toEqual([]);
  });

  it('a removed item is ignored by the follow-up search', async () => {
    const before: Answer = (await search({ query: 'I take warfarin and have a headache' })).body;
    const after: Answer = (
      await search({ query: 'I take warfarin and have a headache', ignoredContext: ['medicine:warfarin'] })
    ).body;
    expect(after.context).toEqual([]);
    expect(withIngredient(after.safe, NSAIDS).length).toBeGreaterThan(0);
    expect(withIngredient(before.safe, NSAIDS)).toEqual([]);
  });

  it('refuses an ignoredContext that is not a list of keys', async () => {
    expect((await search({ query: 'headache', ignoredContext: 'age' })).status).toBe(400);
    expect((await search({ query: 'headache', ignoredContext: [42] })).status).toBe(400);
  });

  it('never lets two contexts share a cache entry (same symptoms, different people)', async () => {
    const entries = () => app.get<MemorySearchCacheStore>(SEARCH_CACHE_STORE).size;
    const start = entries();
    const plain: Answer = (await search({ query: 'back pain' })).body;
    const pregnant: Answer = (await search({ query: 'pregnant with back pain' })).body;
    const onWarfarin: Answer = (await search({ query: 'I take warfarin and have back pain' })).body;
    const plainAgain: Answer = (await search({ query: 'Back pain!' })).body;
    expect(entries()).toBe(start + 3);
    expect(withIngredient(plain.safe, NSAIDS).length).toBeGreaterThan(0);
    expect(withIngredient(pregnant.safe, NSAIDS)).toEqual([]);
    expect(withIngredient(onWarfarin.safe, NSAIDS)).toEqual([]);
    expect(plainAgain.safe).toEqual(plain.safe);
    expect(plainAgain.context).toEqual([]);
  });

  it('signed in: the profile and the words together, nothing written to the profile, history keeps the query', async () => {
    const person = await signUp(app);
    await person.agent.post('/api/profile/sync').send({ profile: { conditions: ['high blood pressure'] } });
    const answer: Answer = (await person.agent.post('/api/search/basic').send({ query: 'pregnant with a headache' }))
      .body;
    expect(answer.context.map((c) => c.label)).toEqual(['pregnant']);
    expect(withIngredient(answer.safe, NSAIDS)).toEqual([]);
    const profile = (await person.agent.get(`/api/profile/${person.id}`)).body;
    expect(JSON.stringify(profile)).not.toMatch(/"isPregnant":true/);
    const history = await person.agent.get('/api/search/history');
    expect(history.body.entries[0].query).toBe('pregnant with a headache');
  });
});
