import { chmod, mkdir, mkdtemp, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../domain/mailer.port.js';

/** Mail holds sign-in and reset links: a day is long enough to follow one, and every link has expired by then. */
const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Development mail (never in production: the config demands SMTP_URL there): each message becomes an .eml file
 * in the outbox folder, readable by the app's user only (folder 0700, files 0600), deleted after 24 hours (at
 * start, hourly and at each write). Only the file's path is logged: the message holds a link, which is a secret.
 */
export class OutboxMailer implements Mailer, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private outboxDir: string | null,
    private readonly from: string,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.prune();
    this.timer = setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    this.outboxDir ??= await mkdtemp(path.join(tmpdir(), 'otc-outbox-'));
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    await chmod(this.outboxDir, 0o700); // a folder made before this rule, or with a looser umask
    const file = path.join(
      this.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
    );
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    // A warning, so it shows at the default log level: a developer needs the file to follow the link.
    this.logger.warn(`No SMTP_URL: mail written to ${file}`);
    await this.prune();
  }

  /** Deletes messages older than 24 hours; a failure is logged, never thrown: it must not stop mail or start-up. */
  private async prune(): Promise<void> {
    if (!this.outboxDir) return;
    const dir = this.outboxDir;
    try {
      const oldest = Date.now() - OUTBOX_KEEP_MS;
      for (const name of await readdir(dir).catch(() => [])) {
        if (!name.endsWith('.eml')) continue;
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info?.isFile() && info.mtimeMs < oldest) await unlink(file).catch(() => undefined);
      }
    } catch (error) {
      this.logger.error(`Outbox not cleaned: ${(error as Error).message}`);
    }
  }
}
