import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameSiteHeaders, signUpPerson, startHostileApp, type HostileApp, type Person } from './support/hostile-app.js';
import { loadOperations, STATE_CHANGING, type Operation } from './support/openapi-operations.js';
import { send, type RawResponse } from './support/raw-http.js';
import { errorBodyProblems } from './support/response-checks.js';
import { consequentialBody, pathFor } from './support/valid-requests.js';

let target: HostileApp;
beforeAll(async () => {
  target = await startHostileApp();
});
afterAll(async () => {
  await target?.close();
});

const stateChanging = loadOperations().filter((op) => STATE_CHANGING.has(op.method));

/** Everything the app holds about the person, minus the moment of export and of their last request. */
async function snapshot(person: Person): Promise<unknown> {
  const res = await send(target.port, {
    method: 'GET',
    target: '/api/account/export',
    headers: { cookie: person.cookie },
  });
  expect(res.status).toBe(200);
  const data = JSON.parse(res.text) as { exportedAt?: string; account: Record<string, unknown> };
  delete data.exportedAt;
  delete data.account.lastActiveAt;
  return data;
}

function request(op: Operation, person: Person, freshEmail: string, headers: Record<string, string>) {
  const body = consequentialBody(op, { person, freshEmail });
  return send(target.port, {
    method: op.method,
    target: pathFor(op, person),
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? Buffer.from(JSON.stringify(body)) : undefined,
  });
}

function expectRefused(res: RawResponse) {
  expect(res.status).toBe(403);
  expect(errorBodyProblems(res)).toEqual([]);
  expect(JSON.parse(res.text).message).toBe('This request came from another website and was refused.');
}

// What a page on another site can make a browser send: its own Origin, or only the fetch metadata.
const FORGERIES: [string, Record<string, string>][] = [
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: 'https://x.example' }],
  ['Origin: null (a sandboxed frame)', { origin: 'null' }],
  ['a foreign Origin with same-origin-looking Host', { origin: 'http://127.0.0.1.evil.example' }],
];

describe('cross-site state-changing requests', () => {
  it('cover every POST, PUT, PATCH and DELETE in openapi.yaml', () => {
    expect(stateChanging.length).toBeGreaterThanOrEqual(10);
  });

  it.each(stateChanging.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s from another site is refused with 403, signed in or not, and changes nothing',
    async (_name, op) => {
      const person = await signUpPerson(target, 'csrf');
      const freshEmail = `csrf.new.${Date.now()}@example.com`;
      const before = await snapshot(person);

      for (const [, headers] of FORGERIES) {
        expectRefused(await request(op, person, freshEmail, { ...headers, cookie: person.cookie }));
        expectRefused(await request(op, person, freshEmail, headers));
      }

      expect(await snapshot(person)).toEqual(before);
      const me = await send(target.port, { method: 'GET', target: '/api/auth/me', headers: { cookie: person.cookie } });
      expect(me.status, 'the session survives').toBe(200);
      // No account was made for the forged sign-up's address.
      const signIn = await send(target.port, {
        method: 'POST',
        target: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ email: freshEmail, password: person.password })),
      });
      expect(signIn.status).toBe(401);

      // The same request from the app's own pages is not refused: the 403 came from the origin alone.
      const sameSite = await request(op, person, freshEmail, { ...sameSiteHeaders(target), cookie: person.cookie });
      expect(sameSite.status).not.toBe(403);
      expect(sameSite.status).toBeLessThan(500);
    },
  );

  it('lets clients that are not browsers (no Origin, no Sec-Fetch-Site) through', async () => {
    const res = await send(target.port, {
      method: 'POST',
      target: '/api/search/basic',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"query":"headache"}'),
    });
    expect(res.status).toBe(200);
  });
});
