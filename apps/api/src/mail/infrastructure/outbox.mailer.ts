import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../domain/mailer.port.js';

/**
 * Development mail: each message becomes an .eml file in the outbox folder. Only the file's path is logged:
 * the message holds a sign-in link, which is a secret.
 */
export class OutboxMailer implements Mailer {
  private readonly logger = new Logger('Outbox');
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private outboxDir: string | null,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    this.outboxDir ??= await mkdtemp(path.join(tmpdir(), 'otc-outbox-'));
    await mkdir(this.outboxDir, { recursive: true });
    const file = path.join(
      this.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
    );
    await writeFile(file, info.message as Buffer);
    // A warning, so it shows at the default log level: a developer needs the file to follow the link.
    this.logger.warn(`No SMTP_URL: mail written to ${file}`);
  }
}
