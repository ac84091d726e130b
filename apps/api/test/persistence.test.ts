import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_REPOSITORY,
  type ContactMessageRepository,
} from '../src/contact/domain/contact-message.repository.port.js';
import { startTestApp, testConfig } from './support/test-app.js';

// Services suite: not run again (it is about the embedded database folder, whatever TEST_DATABASE_URL says).

const dataDir = mkdtempSync(path.join(tmpdir(), 'otc-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('keeps accounts, sessions, profiles and messages in the embedded database folder across a restart', async () => {
  const config = testConfig({ kind: 'embedded', dataDir: path.join(dataDir, 'pglite') });
  const first = await startTestApp(config);
  const saved = await first
    .get<ContactMessageRepository>(CONTACT_MESSAGE_REPOSITORY)
    .add({ firstName: 'A', lastName: 'B', email: 'a@b.co', subject: 'Kept', message: 'Still here?' });
  const signUp = await request(first.getHttpServer())
    .post('/api/auth/sign-up')
    .send({ email: 'kept@example.com', password: 'Orchid-Lantern-12' });
  const cookie = signUp.headers['set-cookie']![0]!.split(';')[0]!;
  await request(first.getHttpServer())
    .post('/api/profile/sync')
    .set('cookie', cookie)
    .send({ profile: { allergies: ['Latex'] } });
  await first.close();

  // The second start finds the migrations already applied and everything still there.
  const second = await startTestApp(config);
  try {
    const found = await second.get<ContactMessageRepository>(CONTACT_MESSAGE_REPOSITORY).findById(saved.id);
    expect(found?.subject).toBe('Kept');
    const me = await request(second.getHttpServer()).get('/api/auth/me').set('cookie', cookie);
    expect(me.body.email).toBe('kept@example.com');
    const profile = await request(second.getHttpServer()).get(`/api/profile/${me.body.id}`).set('cookie', cookie);
    expect(profile.body.allergies).toEqual(['Latex']);
  } finally {
    await second.close();
  }
}, 120_000);

it('writes the searches still waiting to be recorded when the app stops, so a restart shows them', async () => {
  const config = testConfig({ kind: 'embedded', dataDir: path.join(dataDir, 'pglite-history') });
  const first = await startTestApp(config);
  const signUp = await request(first.getHttpServer())
    .post('/api/auth/sign-up')
    .send({ email: 'searcher@example.com', password: 'Orchid-Lantern-12' });
  const cookie = signUp.headers['set-cookie']![0]!.split(';')[0]!;
  for (const query of ['headache', 'runny nose']) {
    const answer = await request(first.getHttpServer()).post('/api/search/basic').set('cookie', cookie).send({ query });
    expect(answer.status).toBe(200);
  }
  // Closed at once: the entries are written behind the answers, so they may still be waiting here.
  await first.close();

  const second = await startTestApp(config);
  try {
    const history = await request(second.getHttpServer())
      .get(`/api/search/history?userId=${signUp.body.id}`)
      .set('cookie', cookie);
    expect(history.body.entries.map((e: { query: string }) => e.query)).toEqual(['runny nose', 'headache']);
  } finally {
    await second.close();
  }
}, 120_000);
