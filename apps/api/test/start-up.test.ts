import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './support/databases.js';

// These tests run the built server the way `pnpm start` does.
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const webIndex = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'otc-start-'));

beforeAll(() => {
  if (!existsSync(main) || !existsSync(webIndex)) throw new Error('Build first: pnpm build (pnpm test does it).');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runServer(env: Record<string, string>, onStdout?: (text: string, stop: () => void) => void): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [main], { env: { PATH: process.env.PATH, ...env } });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      onStdout?.(stdout, () => child.kill('SIGTERM'));
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe.each(testDatabases())('the server process on $name', (database) => {
  it('starts, prints its URL and serves the API and the web client', async () => {
    const created = await database.create();
    const checks: Promise<void>[] = [];
    const run = await runServer({ PORT: '0', ...created.env }, (out, stop) => {
      const match = /running at (http:\/\/localhost:\d+)/.exec(out);
      if (!match || checks.length > 0) return;
      const base = match[1]!;
      checks.push(
        (async () => {
          try {
            const health = await fetch(`${base}/api/health`);
            expect(await health.json()).toEqual({ status: 'ok' });
            const page = await fetch(`${base}/search?q=headache`);
            expect(page.status).toBe(200);
            expect(await page.text()).toContain('<div id="root">');
            const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
            expect(sitemap).toContain('<loc>http://localhost:');
            expect(sitemap).toMatch(/\/vitamins-and-supplements<\/loc>/);
            expect(sitemap).not.toContain('/profile-setup');
            const robots = await (await fetch(`${base}/robots.txt`)).text();
            expect(robots).toMatch(/Disallow: \/api\//);
            expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
          } finally {
            stop();
          }
        })(),
      );
    });
    await Promise.all(checks).finally(created.drop);
    expect(checks).toHaveLength(1);
    expect(run.stderr).toBe('');
  });
});

describe('the server process', () => {
  it('keeps the embedded database in DATA_DIR', async () => {
    const run = await runServer({ PORT: '0', DATA_DIR: dataDir }, (out, stop) => {
      if (out.includes('running at')) stop();
    });
    expect(run.stdout).toContain(`embedded database in ${dataDir}`);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  it('exits with one line naming the host when DATABASE_URL cannot be reached', async () => {
    const run = await runServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/otc', PORT: '0' });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Error: Cannot reach the PostgreSQL server at 127\.0\.0\.1:1 /);
  });

  it('exits with one line naming the variable when PORT is not a port', async () => {
    const run = await runServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe("Error: PORT must be a whole number from 0 to 65535, not 'eighty'.");
  });
});
