import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { withoutAddresses, MAILER, type Mailer } from '../../mail/index.js';
import type { NewContactMessage } from '../domain/contact-message.js';
import {
  CONTACT_MESSAGE_REPOSITORY,
  type ContactMessageRepository,
} from '../domain/contact-message.repository.port.js';

@Injectable()
export class SendContactMessageService {
  private readonly logger = new Logger(SendContactMessageService.name);

  constructor(
    @Inject(CONTACT_MESSAGE_REPOSITORY) private readonly messages: ContactMessageRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores the message (so nothing is lost), then mails it to support; returns its reference. */
  async send(message: NewContactMessage, userId: string | null): Promise<{ id: string; receivedAt: Date }> {
    const saved = await this.messages.add(message, userId);
    try {
      await this.mailer.send({
        to: this.config.mail.supportEmail,
        replyTo: message.email,
        subject: `[Contact] ${message.subject}`,
        text: `From: ${message.firstName} ${message.lastName} <${message.email}>\nReference: ${saved.id}\n\n${message.message}`,
      });
    } catch (error) {
      // Stored already: support still sees it in the database. Say so without the message's content.
      this.logger.error(`Contact message ${saved.id} stored but not mailed: ${withoutAddresses(error)}`);
    }
    return { id: saved.id, receivedAt: saved.createdAt };
  }
}
