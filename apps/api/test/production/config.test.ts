import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_DIR } from '@otc/formulary';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/app-config.js';
import { startTestApp, testConfig } from '../support/test-app.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'otc-config-'));
const aFile = path.join(scratch, 'not-a-folder');
writeFileSync(aFile, '');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: scratch, ...env }, null);
const llm = { LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_API_KEY: 'k', LLM_MODEL: 'm' };
const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };

// Every variable the app reads, each with a bad value: [variable named in the message, environment].
const badValues: [string, Record<string, string>][] = [
  ['PORT', { PORT: '70000' }],
  ['DATA_DIR', { DATA_DIR: aFile }],
  ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/otc' }],
  ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
  ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
  ['CACHE_REDIS_URL', { CACHE_REDIS_URL: '127.0.0.1:6380' }],
  ['API_DOCS', { API_DOCS: 'no' }],
  ['PUBLIC_URL', { PUBLIC_URL: 'ftp://example.com' }],
  ['NODE_ENV', { NODE_ENV: 'prod' }],
  ['SMTP_URL', { SMTP_URL: 'mail.example.com' }],
  ['SMTP_URL', { NODE_ENV: 'production' }],
  ['MAIL_FROM', { MAIL_FROM: 'nobody' }],
  ['SUPPORT_EMAIL', { SUPPORT_EMAIL: 'support at example' }],
  ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_ID: 'id' }],
  ['GOOGLE_AUTH_URL', { ...google, GOOGLE_AUTH_URL: 'accounts.google.com' }],
  ['GOOGLE_TOKEN_URL', { ...google, GOOGLE_TOKEN_URL: 'token' }],
  ['GOOGLE_USERINFO_URL', { ...google, GOOGLE_USERINFO_URL: 'userinfo' }],
  ['LLM_MODEL', { LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_API_KEY: 'k' }],
  ['LLM_BASE_URL', { ...llm, LLM_BASE_URL: '127.0.0.1:1' }],
  ['LLM_TIMEOUT_MS', { ...llm, LLM_TIMEOUT_MS: '0' }],
  ['RATE_LIMIT_MULTIPLIER', { RATE_LIMIT_MULTIPLIER: '1.5' }],
  ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
  ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
  ['SHUTDOWN_TIMEOUT_MS', { SHUTDOWN_TIMEOUT_MS: '10s' }],
  ['SECURITY_HASH_KEY', { SECURITY_HASH_KEY: 'too-short' }],
  ['SECURITY_HASH_KEY', { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }],
];

describe('loadConfig', () => {
  it.each(badValues)('refuses a bad %s with a message naming it', (name, env) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('gives every operational setting a default', () => {
    const config = load({});
    expect(config.production).toBe(false);
    expect(config.trustProxyHops).toBe(0);
    expect(config.runtime).toEqual({ logLevel: 'info', shutdownTimeoutMs: 10_000 });
  });

  it('serves /api/docs unless API_DOCS is off', () => {
    expect(load({}).apiDocs).toBe(true);
    expect(load({ API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(
      load({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', SECURITY_HASH_KEY: 'k'.repeat(32), API_DOCS: 'off' })
        .apiDocs,
    ).toBe(false);
  });

  it("keeps the search cache out of the sessions' Redis unless CACHE_REDIS_URL names one", () => {
    expect(load({ REDIS_URL: 'redis://redis:6379' }).cacheRedisUrl).toBeNull();
    expect(load({ CACHE_REDIS_URL: 'redis://redis-cache:6379' }).cacheRedisUrl).toBe('redis://redis-cache:6379');
  });

  it('reads the production settings', () => {
    const config = load({
      NODE_ENV: 'production',
      SECURITY_HASH_KEY: 'a'.repeat(64),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '5000',
      REDIS_URL: 'redis://redis:6379',
      DATABASE_URL: 'postgres://otc:otc@postgres:5432/otc',
      SMTP_URL: 'smtp://mailpit:1025',
    });
    expect(config).toMatchObject({
      production: true,
      hashKey: 'a'.repeat(64),
      trustProxyHops: 1,
      runtime: { logLevel: 'warn', shutdownTimeoutMs: 5000 },
      redisUrl: 'redis://redis:6379',
      database: { kind: 'postgres', url: 'postgres://otc:otc@postgres:5432/otc' },
    });
  });
});

describe('TRUST_PROXY', () => {
  it('counts rate limits per client behind the proxy, not per proxy', async () => {
    const base = testConfig();
    const limits = { ...base.rateLimits, signIn: { limit: 2, ttlMs: 60_000 } };
    const app = await startTestApp({ ...base, rateLimits: limits, trustProxyHops: 1 });
    try {
      const signIn = (client: string) =>
        request(app.getHttpServer())
          .post('/api/auth/sign-in')
          .set('X-Forwarded-For', client)
          .send({ email: 'nobody@example.com', password: 'wrong-password' });
      expect((await signIn('203.0.113.1')).status).toBe(401);
      expect((await signIn('203.0.113.1')).status).toBe(401);
      expect((await signIn('203.0.113.1')).status).toBe(429);
      expect((await signIn('203.0.113.2')).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});

// The built server, started the way a container starts it: a bad value stops it before it listens.
const main = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

function start(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [main], { env: { PATH: process.env.PATH, DATA_DIR: scratch, ...env } });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('the server process with a bad variable', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['NODE_ENV', { NODE_ENV: 'prod' }, "NODE_ENV must be one of development, production, test, not 'prod'."],
    [
      'LOG_LEVEL',
      { LOG_LEVEL: 'loud' },
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not 'loud'.",
    ],
    [
      'SHUTDOWN_TIMEOUT_MS',
      { SHUTDOWN_TIMEOUT_MS: '-5' },
      "SHUTDOWN_TIMEOUT_MS must be a whole number from 100 to 120000, not '-5'.",
    ],
    ['REDIS_URL', { REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a URL such as redis://127.0.0.1:6379.'],
    [
      'SMTP_URL',
      { NODE_ENV: 'production' },
      'SMTP_URL must be set when NODE_ENV=production (mail is never kept on disk there).',
    ],
    ['API_DOCS', { API_DOCS: 'false' }, "API_DOCS must be one of on, off, not 'false'."],
    [
      'CACHE_REDIS_URL',
      { CACHE_REDIS_URL: 'localhost:6380' },
      'CACHE_REDIS_URL must be a URL such as redis://127.0.0.1:6379.',
    ],
  ];

  it('exits 1 with one line naming the variable, before listening', async () => {
    const runs = await Promise.all(cases.map(([, env]) => start({ PORT: '0', ...env })));
    runs.forEach((run, i) => {
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(`Error: ${cases[i]![2]}\n`);
      expect(run.stdout).not.toContain('running at');
    });
  });
});

describe('the server process with a broken content file', () => {
  it('exits 1 naming the file and line, without a stack trace', async () => {
    const content = path.join(scratch, 'content');
    cpSync(CONTENT_DIR, content, { recursive: true });
    const advil = path.join(content, 'formulations', 'advil.yaml');
    writeFileSync(advil, readFileSync(advil, 'utf8').replace('mechanism:', 'mechanisms:'));
    const run = await start({ PORT: '0', OTC_CONTENT_DIR: content });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Error: the clinical content has problems \(fix them, then start again\):\n/);
    expect(run.stderr).toMatch(/\nformulations\/advil\.yaml:\d+: Unrecognized key: "mechanisms"\n/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).not.toContain('running at');
  });
});
