import type { INestApplication } from '@nestjs/common';
import { createClient } from 'redis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_CACHE_MAX_KEYS } from '../../src/search/infrastructure/redis-search-cache-store.adapter.js';
import { startPrivateRedis, type PrivateRedis } from '../support/private-redis.js';
import { startTestApp, testConfig } from '../support/test-app.js';
import { burstQueries, sendAll } from '../support/search-burst.js';

// Included only when TEST_REDIS_URL is set (pnpm test:services, and CI against the machine's Redis). The cache
// gets a redis-server of its own, as CACHE_REDIS_URL would in production, so its memory can be measured alone.
describe('the anonymous search cache on its own Redis (CACHE_REDIS_URL)', () => {
  let redis: PrivateRedis;
  let client: ReturnType<typeof createClient>;
  let first: INestApplication;
  let second: INestApplication;
  const cacheKeys = async () => (await client.keys('cache:*')).filter((key) => !key.endsWith('-index'));
  beforeAll(async () => {
    redis = await startPrivateRedis();
    client = createClient({ url: redis.url });
    await client.connect();
    const config = testConfig(undefined, {
      // Sessions on the machine's Redis, the cache on the private one: nothing else writes to it.
      redisUrl: process.env.TEST_REDIS_URL!,
      cacheRedisUrl: redis.url,
      rateLimits: { ...testConfig().rateLimits, anonymousSearch: { limit: 100_000, ttlMs: 60_000 } },
    });
    first = await startTestApp(config);
    second = await startTestApp(config);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await client?.close();
    await redis?.destroy();
  });

  it('shares an answer between instances, one entry per meaning, each with an expiry', async () => {
    await client.flushAll();
    const one = await request(first.getHttpServer()).post('/api/search/basic').send({ query: 'itchy eyes' });
    const keys = await cacheKeys();
    expect(keys).toHaveLength(1);
    const other = await request(second.getHttpServer()).post('/api/search/basic').send({ query: 'My eyes itch!' });
    expect(await cacheKeys()).toEqual(keys);
    expect(other.body.safe).toEqual(one.body.safe);
    expect(other.body.extractedSymptoms).toEqual(one.body.extractedSymptoms);
    expect(await client.pTTL(keys[0]!)).toBeGreaterThan(0);
  });

  it('grows Redis by less than 60 MB over a 1,500-unique-query burst', { timeout: 120_000 }, async () => {
    await client.flushAll();
    const usedMemory = async () => Number(/used_memory:(\d+)/.exec(await client.info('memory'))![1]);
    const before = await usedMemory();
    await sendAll(first, burstQueries());
    const grownMb = ((await usedMemory()) - before) / 1024 / 1024;
    expect(grownMb).toBeLessThan(60);
    expect((await cacheKeys()).length).toBeLessThanOrEqual(REDIS_CACHE_MAX_KEYS);
  });
});
