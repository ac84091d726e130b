import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_REPOSITORY,
  type ContactMessageRepository,
} from '../src/contact/domain/contact-message.repository.port.js';
import { startTestApp, testConfig } from './support/test-app.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'otc-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('keeps data in the embedded database folder across a restart', async () => {
  const config = testConfig({ kind: 'embedded', dataDir: path.join(dataDir, 'pglite') });
  const first = await startTestApp(config);
  const saved = await first
    .get<ContactMessageRepository>(CONTACT_MESSAGE_REPOSITORY)
    .add({ firstName: 'A', lastName: 'B', email: 'a@b.co', subject: 'Kept', message: 'Still here?' });
  await first.close();

  // The second start finds the migrations already applied and the row still there.
  const second = await startTestApp(config);
  const found = await second.get<ContactMessageRepository>(CONTACT_MESSAGE_REPOSITORY).findById(saved.id);
  await second.close();
  expect(found?.subject).toBe('Kept');
});
