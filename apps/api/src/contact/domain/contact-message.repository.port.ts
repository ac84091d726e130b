import type { ContactMessage, NewContactMessage } from './contact-message.js';

export const CONTACT_MESSAGE_REPOSITORY = Symbol('CONTACT_MESSAGE_REPOSITORY');

export interface ContactMessageRepository {
  add(message: NewContactMessage, userId?: string | null): Promise<ContactMessage>;
  listForUser(userId: string): Promise<ContactMessage[]>;
  findById(id: string): Promise<ContactMessage | null>;
  /** Newest first. */
  listRecent(limit: number): Promise<ContactMessage[]>;
}
