import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../src/app-factory.js';
import { createAppLogger } from '../../src/logging/app-logger.js';
import { uniqueEmail } from '../support/people.js';
import { startSmtp } from '../support/smtp.js';
import { testConfig } from '../support/test-app.js';

// A mail server that refuses a recipient quotes the address in its error; that error is logged, the address not.
const raw: string[] = [];
let app: INestApplication;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp({ refuse: (address) => address.startsWith('refused.') });
  const log = createAppLogger('info', { write: (chunk: string) => void raw.push(chunk) });
  app = await createApp(
    testConfig(undefined, {
      mail: { smtpUrl: smtp.url, from: 'no-reply@test.local', supportEmail: 'refused.support@test.local' },
    }),
    { log },
  );
  await app.init();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

it('logs a refused verification or contact mail without the address the mail server quoted', async () => {
  const email = uniqueEmail('refused.person');
  const http = () => request(app.getHttpServer());
  expect((await http().post('/api/auth/sign-up').send({ email, password: 'Walnut-Harbor-Quiet-81' })).status).toBe(201);
  const contact = { firstName: 'Rae', lastName: 'Nolan', email, subject: 'Question', message: 'Hello there' };
  expect((await http().post('/api/contact').send(contact)).status).toBe(201);

  const logs = raw.join('');
  expect(logs).toContain('Verification email not sent');
  expect(logs).toContain('stored but not mailed');
  expect(logs).toContain('[address]');
  expect(logs).not.toContain(email);
  expect(logs).not.toContain('refused.support@test.local');
});
