import { Inject, Injectable } from '@nestjs/common';
import type { NewContactMessage } from '../domain/contact-message.js';
import {
  CONTACT_MESSAGE_REPOSITORY,
  type ContactMessageRepository,
} from '../domain/contact-message.repository.port.js';

@Injectable()
export class SendContactMessageService {
  constructor(@Inject(CONTACT_MESSAGE_REPOSITORY) private readonly messages: ContactMessageRepository) {}

  /** Stores the message so support can answer it; returns its reference. */
  async send(message: NewContactMessage): Promise<{ id: string; receivedAt: Date }> {
    const saved = await this.messages.add(message);
    return { id: saved.id, receivedAt: saved.createdAt };
  }
}
