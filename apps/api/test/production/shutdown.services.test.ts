import { expect, it } from 'vitest';
import { testDatabases } from '../support/databases.js';
import { startServer } from '../support/spawn-server.js';

// The services run: a built server on a PostgreSQL schema and the machine's Redis, as in production.
it('closes its PostgreSQL pool and Redis connection on SIGTERM, so the process ends by itself with 0', async () => {
  const database = await testDatabases().at(-1)!.create();
  try {
    const server = await startServer({ ...database.env, REDIS_URL: process.env.TEST_REDIS_URL! });
    // Use both before stopping: a session in Redis and a row in PostgreSQL.
    const signUp = await fetch(`${server.base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `shutdown.${Date.now()}@example.com`, password: 'correct horse' }),
    });
    expect(signUp.status).toBe(201);
    expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200);
    expect(await server.stop('SIGTERM', 20_000)).toBe(0);
    const messages = server
      .output()
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain('Shut down cleanly');
    // Had a client stayed open, the process would have needed the fallback exit, which says so.
    expect(messages.join('\n')).not.toContain('still holds the event loop');
  } finally {
    await database.drop();
  }
});
