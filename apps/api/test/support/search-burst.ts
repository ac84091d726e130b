import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { expect } from 'vitest';

// Symptoms whose answers are large (tens of KB each): a burst of them is what filled memory before.
const BIG_SYMPTOMS = [
  'common cold',
  'headache',
  'body aches',
  'itchy watery eyes',
  'sinus pressure',
  'stuffy nose',
  'runny nose',
  'sneezing',
  'fever',
  'hay fever',
  'heartburn',
  'muscle aches',
  'backache',
  'itchy nose',
  'arthritis pain',
  'sore throat',
  'cough',
  'toothache',
  'menstrual cramps',
  'chest congestion',
];

/** 1,500 different texts: every ordered pair of the symptoms above (380 meanings), each worded several ways. */
export function burstQueries(count = 1500): string[] {
  const pairs = BIG_SYMPTOMS.flatMap((a) => BIG_SYMPTOMS.filter((b) => b !== a).map((b) => [a, b] as const));
  return Array.from({ length: count }, (_, i) => {
    const [a, b] = pairs[i % pairs.length]!;
    return `${a} and ${b} since ${i} ${Date.now()}`;
  });
}

export async function sendAll(app: INestApplication, queries: string[], parallel = 16): Promise<void> {
  for (let i = 0; i < queries.length; i += parallel) {
    const replies = await Promise.all(
      queries
        .slice(i, i + parallel)
        .map((query) => request(app.getHttpServer()).post('/api/search/basic').send({ query })),
    );
    for (const reply of replies) expect(reply.status).toBe(200);
  }
}
