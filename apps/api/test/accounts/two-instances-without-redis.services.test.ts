import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestDatabase } from '../support/databases.js';
import { uniqueEmail } from '../support/people.js';
import { startTestApp, testConfig } from '../support/test-app.js';

// Sessions in the database (no Redis): each instance learns the profile's version with the session and reuses a
// profile it read only while that version holds. These would fail if a changed profile were not seen at once.
describe('two API instances on one PostgreSQL server, without Redis', () => {
  let a: INestApplication;
  let b: INestApplication;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await postgresTestDatabase().create();
    drop = created.drop;
    a = await startTestApp(testConfig(created.config));
    b = await startTestApp(testConfig(created.config));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  const signUpOn = async (app: INestApplication) =>
    (
      await request(app.getHttpServer())
        .post('/api/auth/sign-up')
        .send({ email: uniqueEmail(), password: 'Orchid-Lantern-12' })
    ).headers['set-cookie']![0]!.split(';')[0]!;
  const avoidedOn = async (app: INestApplication, cookie: string, query: string) =>
    (
      (await request(app.getHttpServer()).post('/api/search/basic').set('cookie', cookie).send({ query })).body as {
        unsafe: { medication: { name: string } }[];
      }
    ).unsafe.map((u) => u.medication.name);
  const save = (app: INestApplication, cookie: string, profile: object) =>
    request(app.getHttpServer()).post('/api/profile/sync').set('cookie', cookie).send({ profile });

  it('judges every search with the profile as last saved, on whichever instance it was saved', async () => {
    const cookie = await signUpOn(a);
    expect(await avoidedOn(a, cookie, 'headache')).not.toContain('Advil');
    await save(b, cookie, { allergies: ['Ibuprofen'] });
    expect(await avoidedOn(a, cookie, 'headache')).toContain('Advil');
    expect(await avoidedOn(a, cookie, 'headache')).toContain('Advil');
    await save(b, cookie, { allergies: [] });
    expect(await avoidedOn(a, cookie, 'headache')).not.toContain('Advil');
    await save(a, cookie, { allergies: ['Ibuprofen'] });
    expect(await avoidedOn(b, cookie, 'headache')).toContain('Advil');
    // The same words saved again are still a save: the answer stays right.
    await save(b, cookie, { allergies: ['Ibuprofen'] });
    expect(await avoidedOn(a, cookie, 'headache')).toContain('Advil');
  });

  it('keeps two people apart when both search on the same instance', async () => {
    const ann = await signUpOn(a);
    const bo = await signUpOn(b);
    await save(a, ann, { allergies: ['Ibuprofen'] });
    expect(await avoidedOn(a, ann, 'headache')).toContain('Advil');
    expect(await avoidedOn(a, bo, 'headache')).not.toContain('Advil');
  });
});
