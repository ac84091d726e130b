import v8 from 'node:v8';
import vm from 'node:vm';
import type { INestApplication } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burstQueries, sendAll } from '../support/search-burst.js';
import { startTestApp, testConfig } from '../support/test-app.js';

// Services suite: not run again (anonymous search and its in-memory cache read no database and no Redis; the Redis
// cache has its own bound in redis-cache.services.test.ts).

const UNLIMITED_SEARCH = { ...testConfig().rateLimits, anonymousSearch: { limit: 100_000, ttlMs: 60_000 } };

describe('the anonymous search cache in memory', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await startTestApp(testConfig(undefined, { rateLimits: UNLIMITED_SEARCH }));
  });
  afterAll(async () => {
    await app?.close();
  });

  // A memory bound, not a speed one: 1,500 fresh answers judged and gzipped took 95 s of a CI run on two cores.
  it('grows the heap by less than 60 MB over a 1,500-unique-query burst', { timeout: 240_000 }, async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    await sendAll(app, burstQueries());
    gc();
    const grownMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
    expect(grownMb).toBeLessThan(60);
  });
});
