import type { INestApplication } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_REPOSITORY,
  type ContactMessageRepository,
} from '../src/contact/domain/contact-message.repository.port.js';
import { testDatabases } from './support/databases.js';
import { startTestApp, testConfig } from './support/test-app.js';

const message = (subject: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject,
  message: 'Is ibuprofen safe with my blood pressure tablets?',
});

describe.each(testDatabases())('contact message repository on $name', (database) => {
  let app: INestApplication;
  let drop: () => Promise<void>;
  let sut: ContactMessageRepository;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    app = await startTestApp(testConfig(created.config));
    sut = app.get(CONTACT_MESSAGE_REPOSITORY);
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('stores a message and reads it back with an id and a creation time', async () => {
    const saved = await sut.add(message('First'));
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.createdAt).toBeInstanceOf(Date);
    expect(await sut.findById(saved.id)).toEqual(saved);
  });

  it('answers null for an id it does not hold', async () => {
    expect(await sut.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('lists the newest messages first, up to the limit', async () => {
    await sut.add(message('Second'));
    // PGlite's clock can give two quick inserts the same time; "newest" needs them apart.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sut.add(message('Third'));
    const recent = await sut.listRecent(2);
    expect(recent.map((m) => m.subject)).toEqual(['Third', 'Second']);
  });

  it('keeps text exactly as given, including non-Latin characters', async () => {
    const saved = await sut.add({ ...message('Ünïcödé ✓'), message: 'Señora — 頭痛' });
    expect(await sut.findById(saved.id)).toMatchObject({ subject: 'Ünïcödé ✓', message: 'Señora — 頭痛' });
  });
});
