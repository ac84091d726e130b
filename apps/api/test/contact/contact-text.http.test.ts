import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_REPOSITORY,
  type ContactMessageRepository,
} from '../../src/contact/domain/contact-message.repository.port.js';
import { startSmtp } from '../support/smtp.js';
import { startTestApp, testConfig } from '../support/test-app.js';

// Names and the subject reach support's mail client as headers and a From line: they must be one line of text
// that shows what it says.
const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'Hi' };
const INVISIBLE =
  /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]|=E2=80=(8[BCDEF]|A[A-E])|=E2=81=(A0|A[6-9])|=EF=BB=BF/;

let app: INestApplication;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let repo: ContactMessageRepository;
const send = (body: Record<string, string>) => request(app.getHttpServer()).post('/api/contact').send(body);

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp(
    testConfig(undefined, {
      mail: { smtpUrl: smtp.url, from: 'no-reply@test.local', supportEmail: 'support@test.local' },
    }),
  );
  repo = app.get<ContactMessageRepository>(CONTACT_MESSAGE_REPOSITORY);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('line breaks', () => {
  it.each([
    ['firstName', 'Ada\r\nBcc: everyone@example.com'],
    ['firstName', 'Ada\n'],
    ['lastName', 'Lovelace\rX-Spam: no'],
    ['subject', 'Hello\nBcc: everyone@example.com'],
    ['subject', '\r\nHello'],
    ['subject', 'Hello\u2028there'],
  ])('refuses %s %j with a 400 naming the field, storing and mailing nothing', async (field, value) => {
    const stored = (await repo.listRecent(1000)).length;
    const mailed = smtp.inbox.length;
    const res = await send({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: `${field} must be on one line (no line breaks)` });
    expect((await repo.listRecent(1000)).length).toBe(stored);
    expect(smtp.inbox.length).toBe(mailed);
  });

  it('keeps the line breaks of the message itself', async () => {
    const res = await send({ ...valid, message: 'First line.\nSecond line.\r\nThird.' });
    expect(res.status).toBe(201);
    expect((await repo.findById(res.body.id))?.message).toBe('First line.\nSecond line.\r\nThird.');
  });
});

describe('invisible direction and zero-width characters', () => {
  it('are stripped from the names and the subject, in what is stored and in what is mailed', async () => {
    const res = await send({
      ...valid,
      firstName: '\u202eAda\u200b',
      lastName: 'Love\u2066lace\u2069\ufeff\u200e',
      subject: '\u200fRefund\u202a \u2060please\u200d\u200c\u202c\u202d\u2067\u2068\u061c',
    });
    expect(res.status).toBe(201);
    expect(await repo.findById(res.body.id)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      subject: 'Refund please',
    });
    const mail = smtp.inbox.find((m) => m.raw.includes(res.body.id));
    expect(mail?.raw).toMatch(/^Subject: \[Contact\] Refund please\r?$/m);
    expect(mail?.raw).toContain('From: Ada Lovelace <ada@example.com>');
    expect(mail?.raw).not.toMatch(INVISIBLE);
  });

  it('leave a name that was nothing else empty, which asks for every field', async () => {
    const res = await send({ ...valid, firstName: '\u202e\u200b\ufeff' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in all fields before submitting.');
  });
});
