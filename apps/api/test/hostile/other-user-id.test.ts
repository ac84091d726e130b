import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameSiteHeaders, signUpPerson, startHostileApp, type HostileApp, type Person } from './support/hostile-app.js';
import { loadOperations, USER_ID_NAME, type Operation } from './support/openapi-operations.js';
import { send, type RawResponse } from './support/raw-http.js';
import { errorBodyProblems } from './support/response-checks.js';
import { consequentialBody, pathFor } from './support/valid-requests.js';

let target: HostileApp;
let owner: Person;
let stranger: Person;

beforeAll(async () => {
  target = await startHostileApp();
  owner = await signUpPerson(target, 'owner');
  stranger = await signUpPerson(target, 'stranger');
  // The owner has something worth stealing: a profile and a search history.
  for (const [path, body] of [
    ['/api/profile/sync', { profile: { allergies: ['Penicillin'], conditions: ['Asthma'], age: 40 } }],
    ['/api/search/basic', { query: 'headache' }],
  ] as const) {
    const res = await send(target.port, {
      method: 'POST',
      target: path,
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: Buffer.from(JSON.stringify(body)),
    });
    expect(res.status).toBe(200);
  }
});
afterAll(async () => {
  await target?.close();
});

/** Where an operation takes a person's id: path and query parameters and JSON body fields, by name. */
interface IdSlot {
  op: Operation;
  in: 'path' | 'query' | 'body';
  name: string;
}

const slots: IdSlot[] = loadOperations().flatMap((op) => [
  ...op.parameters.filter((p) => USER_ID_NAME.test(p.name)).map((p) => ({ op, in: p.in, name: p.name })),
  ...Object.keys(op.body?.schema.properties ?? {})
    .filter((name) => USER_ID_NAME.test(name))
    .map((name) => ({ op, in: 'body' as const, name })),
]);

/** The stranger's request, naming `id` in the slot, and otherwise as valid as the schema makes it. */
function askAs(person: Person, slot: IdSlot, id: string): Promise<RawResponse> {
  const body = consequentialBody(slot.op, { person, freshEmail: `id.${randomUUID()}@example.com` });
  if (body && slot.in === 'body') body[slot.name] = id;
  const path = slot.in === 'body' ? pathFor(slot.op, person) : pathFor(slot.op, person, { [slot.name]: id });
  return send(target.port, {
    method: slot.op.method,
    target: path,
    headers: {
      ...sameSiteHeaders(target),
      cookie: person.cookie,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? Buffer.from(JSON.stringify(body)) : undefined,
  });
}

async function exportOf(person: Person): Promise<unknown> {
  const res = await send(target.port, {
    method: 'GET',
    target: '/api/account/export',
    headers: { cookie: person.cookie },
  });
  const data = JSON.parse(res.text) as { exportedAt?: string; account: Record<string, unknown> };
  delete data.exportedAt;
  delete data.account.lastActiveAt;
  return data;
}

describe("another person's id", () => {
  it('is looked for in every operation of openapi.yaml that takes one', () => {
    const found = slots.map((s) => `${s.op.operationId}:${s.in}:${s.name}`);
    expect(found).toEqual(expect.arrayContaining(['getProfile:path:uid', 'syncProfile:body:userId']));
    expect(found.length).toBeGreaterThanOrEqual(4);
  });

  it.each(slots.map((slot) => [`${slot.op.method} ${slot.op.path} (${slot.in} ${slot.name})`, slot] as const))(
    '%s: refused with 403 for someone else, exactly as for an id nobody has, and nothing of theirs leaks or changes',
    async (_name, slot) => {
      const ownerBefore = await exportOf(owner);
      const someoneElse = await askAs(stranger, slot, owner.id);
      const nobody = await askAs(stranger, slot, randomUUID());
      for (const res of [someoneElse, nobody]) {
        expect(res.status).toBe(403);
        expect(errorBodyProblems(res)).toEqual([]);
      }
      expect(someoneElse.text).toBe(nobody.text);
      expect(someoneElse.text).not.toContain(owner.email);
      expect(await exportOf(owner)).toEqual(ownerBefore);

      // Their own id is fine: the refusal is about whose id it is, not about the request.
      const own = await askAs(stranger, slot, stranger.id);
      expect(own.status).not.toBe(403);
      expect(own.status).toBeLessThan(500);
    },
  );
});
