import { readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService } from '../../src/auth/application/auth.service.js';
import { SessionService } from '../../src/auth/application/session.service.js';
import { SignInLockoutService } from '../../src/auth/application/sign-in-lockout.service.js';
import { EMAIL_CODE_REPOSITORY, type EmailCodeRepository } from '../../src/auth/domain/email-code.repository.port.js';
import { SESSION_STORE, type SessionStore } from '../../src/auth/domain/session-store.port.js';
import { USER_REPOSITORY, type UserRepository } from '../../src/auth/domain/user.repository.port.js';
import type { Clock } from '../../src/common/clock.js';
import { SecurityEvents } from '../../src/common/security/security-events.js';
import { APP_CONFIG, type AppConfig } from '../../src/config/app-config.js';
import { MailQueue } from '../../src/mail/application/mail-queue.js';
import type { MailMessage, Mailer } from '../../src/mail/domain/mailer.port.js';
import { OutboxMailer } from '../../src/mail/infrastructure/outbox-mailer.adapter.js';
import { startTestApp } from '../support/test-app.js';
import { uniqueEmail } from '../support/people.js';

const HOUR = 60 * 60 * 1000;
let app: INestApplication;
let time = new Date('2030-01-01T00:00:00Z');
const clock: Clock = { now: () => time };
const sent: MailMessage[] = [];
const inbox: Mailer = { send: async (m) => void sent.push(m) };

let sessions: SessionService;
let auth: AuthService;

beforeAll(async () => {
  app = await startTestApp();
  const config = app.get<AppConfig>(APP_CONFIG);
  const users = app.get<UserRepository>(USER_REPOSITORY);
  sessions = new SessionService(app.get<SessionStore>(SESSION_STORE), users, config, clock);
  auth = new AuthService(
    users,
    app.get<EmailCodeRepository>(EMAIL_CODE_REPOSITORY),
    inbox,
    config,
    sessions,
    clock,
    app.get(SignInLockoutService),
    app.get(SecurityEvents),
    app.get(MailQueue),
  );
});
afterAll(async () => {
  await app?.close();
});

const codeIn = (message: MailMessage) => /oobCode=([A-Za-z0-9_-]+)/.exec(message.text)![1]!;

describe('session expiry', () => {
  it('ends a session idle for more than 7 days', async () => {
    time = new Date('2030-01-01T00:00:00Z');
    const { user } = await auth.signUp(uniqueEmail(), 'Orchid-Lantern-12');
    const { token } = await sessions.start(user.id, 'password');
    time = new Date(time.getTime() + 6 * 24 * HOUR);
    expect(await sessions.resolve(token)).not.toBeNull();
    time = new Date(time.getTime() + 7 * 24 * HOUR + 1000);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('ends an active session 30 days after sign-in all the same', async () => {
    time = new Date('2030-02-01T00:00:00Z');
    const { user } = await auth.signUp(uniqueEmail(), 'Orchid-Lantern-12');
    const { token } = await sessions.start(user.id, 'password');
    for (let day = 1; day <= 29; day++) {
      time = new Date(time.getTime() + 24 * HOUR);
      expect(await sessions.resolve(token)).not.toBeNull();
    }
    time = new Date(time.getTime() + 24 * HOUR);
    expect(await sessions.resolve(token)).toBeNull();
  });
});

describe('email codes', () => {
  it('expire: a verification link after 24 hours, a reset link after 1 hour', async () => {
    time = new Date('2030-03-01T00:00:00Z');
    const email = uniqueEmail();
    await auth.signUp(email, 'Orchid-Lantern-12');
    const verify = codeIn(sent.at(-1)!);
    await auth.requestPasswordReset(email);
    await app.get(MailQueue).drain(5000);
    const reset = codeIn(sent.at(-1)!);
    time = new Date(time.getTime() + HOUR + 1000);
    await expect(auth.confirmPasswordReset(reset, 'another12')).rejects.toThrow(/invalid or has expired/);
    time = new Date(time.getTime() + 23 * HOUR);
    await expect(auth.verifyEmail(verify)).rejects.toThrow(/invalid or has expired/);
  });

  it('are stored only as hashes', async () => {
    time = new Date('2030-04-01T00:00:00Z');
    await auth.signUp(uniqueEmail(), 'Orchid-Lantern-12');
    const code = codeIn(sent.at(-1)!);
    const codes = app.get<EmailCodeRepository>(EMAIL_CODE_REPOSITORY);
    expect(await codes.find(code)).toBeNull();
  });

  it('let a verification email be resent after the 60-second cooldown', async () => {
    time = new Date('2030-05-01T00:00:00Z');
    const { user } = await auth.signUp(uniqueEmail(), 'Orchid-Lantern-12');
    await expect(auth.resendVerification(user.id)).rejects.toMatchObject({
      code: 'resend-too-soon',
      retryAfterSeconds: 60,
    });
    time = new Date(time.getTime() + 61_000);
    const before = sent.length;
    await auth.resendVerification(user.id);
    expect(sent.length).toBe(before + 1);
  });
});

it('writes development mail to an .eml file in the outbox', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'otc-outbox-'));
  await new OutboxMailer(dir, 'no-reply@test.local').send({
    to: 'ada@example.com',
    subject: 'Hello',
    text: 'Link: http://x/verify',
  });
  const files = readdirSync(dir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  expect(readFileSync(path.join(dir, files[0]!), 'utf8')).toMatch(/Subject: Hello[\s\S]*Link: http:\/\/x\/verify/);
});
