import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostileApp, type HostileApp } from './support/hostile-app.js';
import { send, type RawRequest, type RawResponse } from './support/raw-http.js';

// A built web client in miniature: an inline script (as a performance snippet would be) and an asset.
const INLINE_SCRIPT = "document.documentElement.dataset.ready = 'yes';";
const INDEX_HTML = `<!doctype html><html><head><script>${INLINE_SCRIPT}</script>
<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
const inlineHash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

let webDist: string;
let development: HostileApp;
let production: HostileApp;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'otc-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("app");');
  development = await startHostileApp({ webDistDir: webDist, production: false });
  production = await startHostileApp({ webDistDir: webDist, production: true });
});
afterAll(async () => {
  await development?.close();
  await production?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (target: string): RawRequest => ({ method: 'GET', target, headers: {} });
const postJson = (target: string, body: string): RawRequest => ({
  method: 'POST',
  target,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(body),
});

/** One request for every kind of response the app gives. */
const RESPONSES: [string, RawRequest][] = [
  ['API JSON', get('/api/health')],
  ['API validation error', postJson('/api/search/basic', '{"query": 42}')],
  ['API bad JSON', postJson('/api/search/basic', '{"query":')],
  ['API 404', get('/api/nowhere')],
  ['API 413', postJson('/api/search/basic', JSON.stringify({ query: 'x'.repeat(110_000) }))],
  [
    'API 415',
    { method: 'POST', target: '/api/search/basic', headers: { 'content-type': 'text/plain' }, body: Buffer.from('hi') },
  ],
  ['431 written by the HTTP server itself', get(`/api/health?${'a'.repeat(40_000)}`)],
  ['web index', get('/')],
  ['web deep link (SPA fallback)', get('/search?q=headache')],
  ['web page that does not exist', get('/no/such/page')],
  ['static asset', get('/assets/app.js')],
  ['sitemap.xml', get('/sitemap.xml')],
  ['API docs page', get('/api/docs')],
  ['API docs script', get('/api/docs/swagger-ui-init.js')],
  ['API docs JSON', get('/api/docs/openapi.json')],
];

function directives(res: RawResponse): Map<string, string[]> {
  const policy = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The sources scripts may come from: script-src, or default-src where script-src is not set. */
const scriptSources = (csp: Map<string, string[]>) => csp.get('script-src') ?? csp.get('default-src') ?? [];

/** Permissions-Policy: geolocation for this origin (the pharmacy finder), every other feature denied. */
function expectOnlyGeolocationOnSelf(policy: string) {
  const features = new Map(policy.split(',').map((d) => d.trim().split('=') as [string, string]));
  expect(features.get('geolocation'), 'Permissions-Policy').toBe('(self)');
  for (const feature of ['camera', 'microphone', 'payment', 'usb', 'display-capture', 'browsing-topics'])
    expect(features.get(feature), `Permissions-Policy ${feature}`).toBe('()');
  for (const [feature, allow] of features) if (feature !== 'geolocation') expect(allow, feature).toBe('()');
}

describe.each([
  ['development', () => development, false],
  ['production', () => production, true],
])('security headers (%s)', (_name, app, isProduction) => {
  it.each(RESPONSES)('are on the %s response', async (_kind, request) => {
    const res = await send(app().port, request);
    expect(res.status).toBeLessThan(500);
    const csp = directives(res);
    expect(csp.size, 'Content-Security-Policy').toBeGreaterThan(0);
    expect(scriptSources(csp)).not.toContain("'unsafe-inline'");
    expect(scriptSources(csp)).not.toContain("'unsafe-eval'");
    expect(scriptSources(csp).length).toBeGreaterThan(0);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expectOnlyGeolocationOnSelf(String(res.headers['permissions-policy'] ?? ''));
    if (isProduction) expect(res.headers['strict-transport-security']).toMatch(/^max-age=31536000; includeSubDomains/);
    else expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('content security policies', () => {
  it("allow the web client's own inline script by its hash, and nothing inline beyond it", async () => {
    const res = await send(development.port, get('/'));
    expect(res.text).toContain(INLINE_SCRIPT);
    expect(directives(res).get('script-src')).toEqual(["'self'", inlineHash]);
  });

  it('let API answers load nothing at all', async () => {
    const res = await send(development.port, get('/api/health'));
    expect(directives(res).get('default-src')).toEqual(["'none'"]);
  });

  it('keep the docs to scripts from files on this server', async () => {
    const res = await send(development.port, get('/api/docs'));
    expect(res.text).toMatch(/<script src="\.\/docs\/swagger-ui-init\.js">/);
    expect(res.text).not.toMatch(/<script>/);
    expect(directives(res).get('script-src')).toEqual(["'self'"]);
  });

  it('upgrade insecure requests in production only', async () => {
    expect(directives(await send(production.port, get('/'))).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(await send(development.port, get('/'))).has('upgrade-insecure-requests')).toBe(false);
  });
});
