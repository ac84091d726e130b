import path from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailQueue } from './application/mail-queue.js';
import { MAILER, type Mailer } from './domain/mailer.port.js';
import { OutboxMailer } from './infrastructure/outbox-mailer.adapter.js';
import { SmtpMailer } from './infrastructure/smtp-mailer.adapter.js';

@Global()
@Module({
  providers: [
    MailQueue,
    {
      provide: MAILER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Mailer => {
        if (config.mail.smtpUrl) return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
        // loadConfig refuses production without SMTP_URL; an app built otherwise still never writes mail to disk.
        if (config.production) return { send: () => Promise.reject(new Error('SMTP_URL is not set: mail not sent.')) };
        // Without a data folder (in-memory runs) the outbox is a throw-away folder made on the first message.
        return new OutboxMailer(config.dataDir ? path.join(config.dataDir, 'outbox') : null, config.mail.from);
      },
    },
  ],
  exports: [MAILER, MailQueue],
})
export class MailModule {}
