import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedRedisUrl, postgresTestDatabase } from '../support/databases.js';
import { call, ownClientAddress } from '../support/http-call.js';
import { uniqueEmail } from '../support/people.js';
import { startServer, type ServerProcess } from '../support/spawn-server.js';

// Two API processes (the built server, as deployed) behind no balancer, on one PostgreSQL schema and one Redis:
// whatever one instance does, the other sees at once. Services suite only (TEST_REDIS_URL; CI sets both).
const database = postgresTestDatabase();
const redisUrl = isolatedRedisUrl(process.env.TEST_REDIS_URL!, 11);

let a: ServerProcess;
let b: ServerProcess;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await database.create();
  drop = created.drop;
  // Default rate limits (sign-in: 10 a minute per address), as in production.
  const env = { ...created.env, REDIS_URL: redisUrl };
  // Both start at once on the empty schema, as replicas do: only one may run the migrations.
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await drop?.();
});

async function signUp(server: ServerProcess, from: string) {
  const email = uniqueEmail('multi');
  const res = await call(server.base, 'POST', '/api/auth/sign-up', {
    body: { email, password: 'correct horse' },
    from,
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, email, cookie: res.cookie! };
}

describe('two API processes on one PostgreSQL and one Redis', () => {
  it('accepts on one instance a session started on the other', async () => {
    const from = ownClientAddress();
    const person = await signUp(a, from);
    const me = await call(b.base, 'GET', '/api/auth/me', { cookie: person.cookie, from });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(person.id);
    const signIn = await call(b.base, 'POST', '/api/auth/sign-in', {
      body: { email: person.email, password: 'correct horse' },
      from,
    });
    expect(signIn.status).toBe(200);
    expect((await call(a.base, 'GET', '/api/auth/me', { cookie: signIn.cookie!, from })).status).toBe(200);
  });

  it('ends a session on both instances when it is signed out through one', async () => {
    const from = ownClientAddress();
    const person = await signUp(a, from);
    expect((await call(a.base, 'GET', '/api/auth/me', { cookie: person.cookie, from })).status).toBe(200);
    expect((await call(b.base, 'POST', '/api/auth/sign-out', { cookie: person.cookie, from })).status).toBe(204);
    expect((await call(a.base, 'GET', '/api/auth/me', { cookie: person.cookie, from })).status).toBe(401);
    expect((await call(b.base, 'GET', '/api/auth/me', { cookie: person.cookie, from })).status).toBe(401);
  });

  it('counts sign-in attempts from one address across both instances', async () => {
    const from = ownClientAddress();
    const attempt = (server: ServerProcess) =>
      call(server.base, 'POST', '/api/auth/sign-in', { body: { email: uniqueEmail(), password: 'wrong guess' }, from });
    const statuses: number[] = [];
    // Ten a minute per address: five through each instance, then the eleventh is refused wherever it lands.
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const refusedByA = await attempt(a);
    const refusedByB = await attempt(b);
    expect([refusedByA.status, refusedByB.status]).toEqual([429, 429]);
    expect(Number(refusedByB.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (
        await call(a.base, 'POST', '/api/auth/sign-in', {
          body: { email: uniqueEmail(), password: 'wrong guess' },
          from: ownClientAddress(),
        })
      ).status,
    ).toBe(401);
  });

  it('reads through one instance a profile saved through the other, at once', async () => {
    const from = ownClientAddress();
    const person = await signUp(a, from);
    const profile = { firstName: 'Ada', age: 36, gender: 'female', allergies: ['Latex'], conditions: ['Asthma'] };
    const saved = await call(a.base, 'POST', '/api/profile/sync', { body: { profile }, cookie: person.cookie, from });
    expect(saved.status).toBe(200);
    const read = await call(b.base, 'GET', `/api/profile/${person.id}`, { cookie: person.cookie, from });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject(profile);
  });

  it('keeps exactly one of two full profiles saved at the same moment through the two instances', async () => {
    const from = ownClientAddress();
    const person = await signUp(a, from);
    const first = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      age: 36,
      gender: 'female',
      allergies: ['Latex', 'Penicillin'],
      conditions: ['Asthma'],
      currentMedications: [{ name: 'Zoloft', dosage: '50 mg', frequency: 'daily' }],
      isPregnant: true,
      isBreastfeeding: false,
    };
    const second = {
      firstName: 'Alan',
      lastName: 'Turing',
      age: 41,
      gender: 'male',
      allergies: ['Sulfa'],
      conditions: ['Gout', 'High blood pressure'],
      currentMedications: [{ name: 'Lisinopril', dosage: '10 mg', frequency: 'twice daily' }],
      isPregnant: false,
      isBreastfeeding: false,
    };
    const fields = Object.keys(first) as (keyof typeof first)[];
    const pick = (body: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, body[f]]));
    for (let round = 0; round < 8; round++) {
      // Two tabs save at once, each through a different instance; the order alternates between rounds.
      const [x, y] = round % 2 === 0 ? [first, second] : [second, first];
      const results = await Promise.all([
        call(a.base, 'POST', '/api/profile/sync', { body: { profile: x }, cookie: person.cookie, from }),
        call(b.base, 'POST', '/api/profile/sync', { body: { profile: y }, cookie: person.cookie, from }),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      const viaA = await call(a.base, 'GET', `/api/profile/${person.id}`, { cookie: person.cookie, from });
      const viaB = await call(b.base, 'GET', `/api/profile/${person.id}`, { cookie: person.cookie, from });
      expect(pick(viaA.body)).toEqual(pick(viaB.body));
      expect([first, second]).toContainEqual(pick(viaA.body));
    }
  });
});
