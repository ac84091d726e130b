import request from 'supertest';
import { expect, it } from 'vitest';
import { startTestApp, testConfig } from '../support/test-app.js';

// The services run: PostgreSQL (a fresh schema through TEST_DATABASE_URL) and the machine's Redis.
it('reports ready with the PostgreSQL server and Redis both up', async () => {
  const app = await startTestApp(testConfig(undefined, { redisUrl: process.env.TEST_REDIS_URL! }));
  try {
    const ready = await request(app.getHttpServer()).get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
    expect((await request(app.getHttpServer()).get('/api/health')).body).toEqual({ status: 'ok' });
  } finally {
    await app.close();
  }
});
