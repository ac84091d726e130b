import net from 'node:net';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, testConfig } from '../support/test-app.js';

/** A TCP server that accepts connections and never answers: a dependency that hangs. */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: a dependency that is gone. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function timed(app: INestApplication, path: string) {
  const started = Date.now();
  const res = await request(app.getHttpServer()).get(path);
  return { res, ms: Date.now() - started };
}

describe('health endpoints with the database up', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());
  afterEach(() => vi.restoreAllMocks());

  it('reports the process live without asking any dependency', async () => {
    const query = vi.spyOn(app.get(DataSource), 'query');
    const res = await request(app.getHttpServer()).get('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(query).not.toHaveBeenCalled();
  });

  it('reports ready with the state of each dependency, and keeps /api/health short', async () => {
    const ready = await request(app.getHttpServer()).get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'up' } });
    const health = await request(app.getHttpServer()).get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
  });

  it('answers 503 naming the database within 1.5 s when a query hangs, and stays live', async () => {
    vi.spyOn(app.get(DataSource), 'query').mockImplementation(() => new Promise(() => {}));
    for (const path of ['/api/health/ready', '/api/health']) {
      const { res, ms } = await timed(app, path);
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Not ready: the database is not answering.',
        code: 'service.unavailable',
        checks: { database: 'down' },
      });
      expect(ms).toBeLessThan(1500);
    }
    expect((await request(app.getHttpServer()).get('/api/health/live')).status).toBe(200);
  });

  it('answers 503 at once when the database refuses, without its error in the answer', async () => {
    vi.spyOn(app.get(DataSource), 'query').mockRejectedValue(new Error('connect ECONNREFUSED 10.1.2.3:5432'));
    const { res, ms } = await timed(app, '/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ database: 'down' });
    expect(JSON.stringify(res.body)).not.toContain('10.1.2.3');
    expect(ms).toBeLessThan(500);
  });

  it('is ready again as soon as the database answers', async () => {
    vi.spyOn(app.get(DataSource), 'query').mockRejectedValueOnce(new Error('gone'));
    expect((await request(app.getHttpServer()).get('/api/health/ready')).status).toBe(503);
    expect((await request(app.getHttpServer()).get('/api/health/ready')).status).toBe(200);
  });
});

describe('health endpoints with REDIS_URL set', () => {
  it('answer 503 naming Redis when nothing listens at REDIS_URL', async () => {
    const app = await startTestApp(testConfig(undefined, { redisUrl: `redis://127.0.0.1:${await closedPort()}` }));
    try {
      const { res, ms } = await timed(app, '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Not ready: Redis is not answering.',
        code: 'service.unavailable',
        checks: { database: 'up', redis: 'down' },
      });
      expect(ms).toBeLessThan(1500);
      expect((await request(app.getHttpServer()).get('/api/health')).status).toBe(503);
      expect((await request(app.getHttpServer()).get('/api/health/live')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answer 503 within 1.5 s when Redis accepts the connection but never answers', async () => {
    const hung = await silentServer();
    const app = await startTestApp(testConfig(undefined, { redisUrl: hung.url }));
    try {
      for (let i = 0; i < 2; i++) {
        const { res, ms } = await timed(app, '/api/health/ready');
        expect(res.status).toBe(503);
        expect(res.body.checks).toEqual({ database: 'up', redis: 'down' });
        expect(ms).toBeLessThan(1500);
      }
    } finally {
      await app.close();
      await hung.close();
    }
  });
});
