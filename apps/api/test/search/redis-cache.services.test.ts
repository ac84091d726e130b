import { CACHE_MANAGER } from '@nestjs/cache-manager';
import type { INestApplication } from '@nestjs/common';
import type { Cache } from 'cache-manager';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testConfig } from '../support/test-app.js';

// Included only when TEST_REDIS_URL is set (pnpm test:services, and CI against the machine's Redis).
const redisUrl = process.env.TEST_REDIS_URL!;

describe(`the search cache on Redis (${redisUrl})`, () => {
  let first: INestApplication;
  let second: INestApplication;
  beforeAll(async () => {
    first = await startTestApp(testConfig(undefined, { redisUrl }));
    second = await startTestApp(testConfig(undefined, { redisUrl }));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('shares an anonymous answer between two instances', async () => {
    const query = `itchy eyes ${Date.now()}`;
    const res = await request(first.getHttpServer()).post('/api/search/basic').send({ query });
    const seenBySecond = await second.get<Cache>(CACHE_MANAGER).get<string>(`search:v1:basic:all:${query}`);
    expect(JSON.parse(seenBySecond!)).toEqual(res.body);
  });
});
