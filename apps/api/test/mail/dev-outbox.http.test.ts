import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startTestApp, testConfig } from '../support/test-app.js';

// Development mail: no SMTP_URL, so each message is an .eml file in $DATA_DIR/outbox.
let dataDir: string;
let outbox: string;
let app: INestApplication | undefined;
const HOUR = 60 * 60 * 1000;

const contact = (subject: string) =>
  request(app!.getHttpServer())
    .post('/api/contact')
    .send({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject, message: 'Hello' });

/** A message file dated `hoursAgo` back (its modification time, as the outbox reads it). */
function oldMessage(name: string, hoursAgo: number): string {
  const file = path.join(outbox, name);
  writeFileSync(file, 'Subject: old\n\nold link');
  const then = new Date(Date.now() - hoursAgo * HOUR);
  utimesSync(file, then, then);
  return name;
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'otc-outbox-test-'));
  outbox = path.join(dataDir, 'outbox');
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async () => {
  app = await startTestApp(
    testConfig(undefined, {
      dataDir,
      mail: { smtpUrl: null, from: 'no-reply@test.local', supportEmail: 's@test.local' },
    }),
  );
};

it('writes each message readable by the app’s user only: files 0600 in a 0700 folder', async () => {
  await start();
  expect((await contact('First')).status).toBe(201);
  const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  expect(files).toHaveLength(1);
  expect(statSync(path.join(outbox, files[0]!)).mode & 0o777).toBe(0o600);
  expect(statSync(outbox).mode & 0o777).toBe(0o700);
});

it('tightens an outbox folder made before with looser permissions', async () => {
  mkdirSync(outbox, { mode: 0o755 });
  await start();
  expect((await contact('Loose')).status).toBe(201);
  expect(statSync(outbox).mode & 0o777).toBe(0o700);
});

it('deletes messages older than 24 hours at start, keeping fresh ones', async () => {
  mkdirSync(outbox, { mode: 0o700 });
  const old = oldMessage('old.eml', 25);
  const fresh = oldMessage('fresh.eml', 23);
  await start();
  const left = readdirSync(outbox);
  expect(left).not.toContain(old);
  expect(left).toContain(fresh);
});

it('deletes messages that turned 24 hours old while it ran, when it writes the next one', async () => {
  await start();
  expect((await contact('First')).status).toBe(201);
  const old = oldMessage('old.eml', 25);
  const fresh = oldMessage('fresh.eml', 1);
  expect((await contact('Second')).status).toBe(201);
  const left = readdirSync(outbox);
  expect(left).not.toContain(old);
  expect(left).toContain(fresh);
  expect(left.filter((f) => f.endsWith('.eml'))).toHaveLength(3);
});

it('never writes mail to disk in production, even if an app is built without SMTP_URL', async () => {
  app = await startTestApp(testConfig(undefined, { dataDir, production: true }));
  // The message is stored and the request succeeds; the mail is not sent and not kept.
  expect((await contact('Prod')).status).toBe(201);
  expect(() => readdirSync(outbox)).toThrow(/ENOENT/);
});
