import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_REPOSITORY,
  type ContactMessageRepository,
} from '../src/contact/domain/contact-message.repository.port.js';
import { startSmtp } from './support/smtp.js';
import { startTestApp, testConfig } from './support/test-app.js';

const valid = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A question',
};

describe('POST /api/contact', () => {
  let app: INestApplication;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startTestApp(
      testConfig(undefined, {
        mail: { smtpUrl: smtp.url, from: 'no-reply@test.local', supportEmail: 'support@test.local' },
      }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('mails the message to support, with the sender as the reply address', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/contact')
      .send({ ...valid, subject: 'About my order' });
    expect(res.status).toBe(201);
    const mail = smtp.inbox.find((m) => m.to.includes('support@test.local') && m.raw.includes('About my order'));
    expect(mail?.raw).toMatch(/Reply-To: ada@example\.com/i);
    expect(mail?.raw).toContain(res.body.id);
  });

  it('asks for every field when one is missing', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/contact')
      .send({ ...valid, lastName: undefined });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in all fields before submitting.');
  });

  it('stores a trimmed message and answers 201 with its reference', async () => {
    const res = await request(app.getHttpServer()).post('/api/contact').send(valid);
    expect(res.status).toBe(201);
    const stored = await app.get<ContactMessageRepository>(CONTACT_MESSAGE_REPOSITORY).findById(res.body.id);
    expect(stored).toMatchObject({ firstName: 'Ada', subject: 'Hello' });
  });

  it('names every missing or bad field in one readable 400, storing nothing', async () => {
    const repo = app.get<ContactMessageRepository>(CONTACT_MESSAGE_REPOSITORY);
    const before = (await repo.listRecent(100)).length;
    const res = await request(app.getHttpServer())
      .post('/api/contact')
      .send({ ...valid, email: 'not-an-email', subject: '', message: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('email must be a valid email address; Please fill in all fields before submitting.');
    expect((await repo.listRecent(100)).length).toBe(before);
  });
});
