import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { spawn } from 'node:child_process';
import { freePort } from '../support/free-port.js';
import { assertServerBuilt, builtServer, startServer, type ServerProcess } from '../support/spawn-server.js';

// Services suite: not run again (each server runs on an embedded database folder of its own;
// shutdown.services.test.ts covers PostgreSQL).

/** An OpenAI-compatible endpoint that answers after `delayMs`: it keeps a smart search in flight that long. */
let delayMs = 1500;
let received: () => void = () => {};
let llm: Server;
let llmUrl: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'otc-shutdown-'));

beforeAll(async () => {
  llm = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received();
      const content = JSON.stringify({ symptoms: ['headache'], negated: [], confidence: 0.9 });
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  llmUrl = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  llm.closeAllConnections();
  await new Promise((resolve) => llm.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServer({
    DATA_DIR: path.join(dataDir, String(Math.random()).slice(2)),
    LLM_BASE_URL: llmUrl,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT_MS: '20000',
    ...env,
  });
  // Whatever happens in the test, no server is left behind.
  onTestFinished(() => void server.stop('SIGKILL', 1000));
  return server;
}

/** Starts a smart search and resolves once the fake model has it: the request is then in flight. */
async function searchInFlight(server: ServerProcess) {
  const arrived = new Promise<void>((resolve) => (received = resolve));
  const answer = fetch(`${server.base}/api/search/enhanced`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'my head is pounding' }),
  });
  answer.catch(() => {});
  await arrived;
  // Wrapped: an async function returning the promise itself would wait for the answer.
  return { answer };
}

/** Whether a new TCP connection to the server is accepted (a plain HTTP GET on a fresh connection). */
function connects(base: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = httpRequest(`${base}/api/health/live`, { agent: false }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

const logLines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: string; msg: string });

describe('on SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, closes everything and exits 0', async () => {
    delayMs = 1500;
    const server = await start();
    // An idle kept-alive connection must not hold the shutdown open.
    const keepAlive = new Agent({ keepAlive: true });
    await new Promise<void>((resolve) =>
      httpRequest(`${server.base}/api/health/live`, { agent: keepAlive }, (res) =>
        res.resume().on('end', resolve),
      ).end(),
    );

    const { answer } = await searchInFlight(server);
    const signalled = Date.now();
    const exit = server.stop('SIGTERM', 20_000);
    await new Promise((r) => setTimeout(r, 200));
    expect(await connects(server.base)).toBe(false);

    const res = await answer;
    expect(res.status).toBe(200);
    const body = (await res.json()) as { fallbackUsed: boolean; extractedSymptoms: string[] };
    expect(body.fallbackUsed).toBe(false);
    expect(await exit).toBe(0);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1200);
    expect(took).toBeLessThan(5000);
    keepAlive.destroy();

    // Every line, the start and shutdown lines included, is JSON; nothing held the process open at the end.
    const messages = logLines(server).map((line) => line.msg);
    expect(messages[0]).toMatch(/^OTC Relief is running at http:\/\/localhost:\d+/);
    expect(messages).toContain('Shut down cleanly');
    expect(messages.join('\n')).not.toMatch(/still holds the event loop|still running after/);
  });

  it('cuts a request still running after SHUTDOWN_TIMEOUT_MS and still exits 0 within the limit', async () => {
    delayMs = 8000;
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '700' });
    const { answer } = await searchInFlight(server);
    const signalled = Date.now();
    const code = await server.stop('SIGTERM', 20_000);
    const took = Date.now() - signalled;
    expect(code).toBe(0);
    expect(took).toBeGreaterThanOrEqual(600);
    expect(took).toBeLessThan(3000);
    await expect(answer).rejects.toThrow();
    const lines = logLines(server);
    expect(
      lines.some((line) => line.level === 'warn' && /1 request\(s\) still running after 700 ms/.test(line.msg)),
    ).toBe(true);
    expect(lines.map((line) => line.msg)).toContain('Shut down cleanly');
  });

  it('exits 0 on SIGINT (Ctrl+C) as well', async () => {
    const server = await start();
    expect(await server.stop('SIGINT', 20_000)).toBe(0);
    expect(logLines(server).map((line) => line.msg)).toContain('Shut down cleanly');
  });

  it('serves and exits 0 even when nobody reads its stdout (a full pipe)', async () => {
    assertServerBuilt();
    const port = await freePort();
    const child = spawn(process.execPath, [builtServer], {
      env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: path.join(dataDir, 'unread') },
      // stdout is a pipe this test never reads: after 64 KB of log lines every write to it would wait.
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // Also after a timeout: a server left behind would hold its port and data folder.
    onTestFinished(() => void child.kill('SIGKILL'));
    const base = `http://127.0.0.1:${port}`;
    for (let ready = false; !ready;) {
      ready = await fetch(`${base}/api/health/live`).then(
        (res) => res.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    // About 400 KB of request lines: far more than the pipe holds.
    for (let i = 0; i < 1500; i++) {
      const res = await fetch(`${base}/api/search/common-symptoms`);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
    }
    const signalled = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
  });
});
