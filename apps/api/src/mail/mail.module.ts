import path from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailQueue } from './application/mail-queue.js';
import { MAILER } from './domain/mailer.port.js';
import { OutboxMailer } from './infrastructure/outbox.mailer.js';
import { SmtpMailer } from './infrastructure/smtp.mailer.js';

@Global()
@Module({
  providers: [
    MailQueue,
    {
      provide: MAILER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.mail.smtpUrl
          ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
          : // Without a data folder (in-memory runs) the outbox is a throw-away folder made on the first message.
            new OutboxMailer(config.dataDir ? path.join(config.dataDir, 'outbox') : null, config.mail.from),
    },
  ],
  exports: [MAILER, MailQueue],
})
export class MailModule {}
