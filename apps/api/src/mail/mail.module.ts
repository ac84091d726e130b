import { tmpdir } from 'node:os';
import path from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MAILER } from './domain/mailer.port.js';
import { OutboxMailer } from './infrastructure/outbox.mailer.js';
import { SmtpMailer } from './infrastructure/smtp.mailer.js';

@Global()
@Module({
  providers: [
    {
      provide: MAILER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.mail.smtpUrl
          ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
          : new OutboxMailer(
              path.join(config.dataDir ?? path.join(tmpdir(), 'otc-relief'), 'outbox'),
              config.mail.from,
            ),
    },
  ],
  exports: [MAILER],
})
export class MailModule {}
