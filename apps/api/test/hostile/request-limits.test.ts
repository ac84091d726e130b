import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostileApp, UNTHROTTLED, type HostileApp } from './support/hostile-app.js';
import { send, type RawResponse } from './support/raw-http.js';
import { errorBodyProblems } from './support/response-checks.js';

let target: HostileApp;
beforeAll(async () => {
  target = await startHostileApp();
});
afterAll(async () => {
  await target?.close();
});

const LIMIT = 100 * 1024;

const post = (path: string, body: string | Buffer, headers: Record<string, string>, chunked = false) =>
  send(target.port, { method: 'POST', target: path, headers, body: Buffer.from(body), chunked });

/** A JSON search request padded with spaces to exactly `size` bytes. */
const searchOfSize = (size: number) => {
  const json = JSON.stringify({ query: 'headache' });
  return json.slice(0, -1) + ' '.repeat(size - json.length) + '}';
};

function expectJsonError(res: RawResponse, status: number, message?: RegExp) {
  expect(res.status).toBe(status);
  expect(errorBodyProblems(res)).toEqual([]);
  if (message) expect(JSON.parse(res.text).message).toMatch(message);
}

describe('request bodies', () => {
  const contentTypes = [
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    'multipart/form-data; boundary=x',
  ];
  for (const contentType of [...contentTypes, undefined]) {
    for (const chunked of [false, true]) {
      it(`answers 413 with a JSON message for a body over 100 KB (${contentType ?? 'no content type'}${chunked ? ', chunked' : ''})`, async () => {
        const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
        const res = await post('/api/search/basic', searchOfSize(LIMIT + 1), headers, chunked);
        expectJsonError(res, 413, /too large/);
      });
    }
  }

  it('reads a JSON body of exactly 100 KB', async () => {
    const res = await post('/api/search/basic', searchOfSize(LIMIT), { 'content-type': 'application/json' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).extractedSymptoms).toEqual(['Headache']);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', undefined])(
    'refuses a small body that is not JSON (%s) with 415',
    async (contentType) => {
      const res = await post('/api/search/basic', 'query=headache', contentType ? { 'content-type': contentType } : {});
      expectJsonError(res, 415, /as JSON/);
    },
  );

  it.each([
    ['nested deeper than 32 levels', `{"query":"headache","x":${'['.repeat(33)}${']'.repeat(33)}}`, /nested/],
    ['that is not JSON at all', '{"query": "headache",}', /not valid JSON/],
  ])('refuses a JSON body %s with 400', async (_name, body, message) => {
    const res = await post('/api/search/basic', body, { 'content-type': 'application/json' });
    expectJsonError(res, 400, message);
  });

  // Neither can be stored in PostgreSQL text, and validators that encode text throw on half a surrogate pair.
  it.each([
    ['a NUL character', '\\u0000'],
    ['half a surrogate pair', '\\ud800'],
  ])('takes text with %s as text, replaced by U+FFFD', async (_name, escape) => {
    const contact = await post(
      '/api/contact',
      `{"firstName":"Ada${escape}","lastName":"L","email":"ada@example.com","subject":"Hi","message":"x${escape}y"}`,
      { 'content-type': 'application/json' },
    );
    expect(contact.status).toBe(201);
    const signUp = await post(
      '/api/auth/sign-up',
      `{"email":"a${escape}@example.com","password":"Orchid-Lantern-12"}`,
      {
        'content-type': 'application/json',
      },
    );
    expectJsonError(signUp, 400, /^Invalid email address\.$/);
  });

  it('answers an unsupported charset with 415 JSON', async () => {
    const res = await post('/api/search/basic', '{"query":"headache"}', {
      'content-type': 'application/json; charset=koi8-r',
    });
    expectJsonError(res, 415, /character set/);
  });
});

describe('request addresses', () => {
  it('answers an address too long for the server with 431 JSON, and keeps serving', async () => {
    const res = await send(target.port, {
      method: 'GET',
      target: `/api/search/suggestions?query=${'a'.repeat(50_000)}`,
      headers: {},
    });
    expectJsonError(res, 431, /too large/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const health = await send(target.port, { method: 'GET', target: '/api/health', headers: {} });
    expect(health.status).toBe(200);
  });

  it('answers a broken percent-escape with a short 400, not the address quoted back', async () => {
    const res = await send(target.port, {
      method: 'GET',
      target: `/api/profile/${'a'.repeat(2_000)}%E0%A4%A`,
      headers: {},
    });
    expectJsonError(res, 400, /percent-encoding/);
    expect(res.text.length).toBeLessThan(300);
  });

  it('names only the path of an unknown route, without its query string', async () => {
    const res = await send(target.port, { method: 'GET', target: `/api/nowhere?q=${'x'.repeat(5_000)}`, headers: {} });
    expectJsonError(res, 404, /^There is no GET \/api\/nowhere in this API\.$/);
  });
});

describe('rate limits', () => {
  it('answer 429 as JSON with a message and Retry-After', async () => {
    const limited = await startHostileApp({
      rateLimits: { ...UNTHROTTLED, signIn: { limit: 1, ttlMs: 60_000 } },
    });
    try {
      const signIn = () =>
        send(limited.port, {
          method: 'POST',
          target: '/api/auth/sign-in',
          headers: { 'content-type': 'application/json' },
          body: Buffer.from('{"email":"nobody@example.com","password":"wrong password"}'),
        });
      expect((await signIn()).status).toBe(401);
      const res = await signIn();
      expectJsonError(res, 429, /Too many attempts/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
