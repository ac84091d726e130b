import type { ContactMessage, NewContactMessage } from './contact-message.js';

export const CONTACT_MESSAGE_REPOSITORY = Symbol('CONTACT_MESSAGE_REPOSITORY');

export interface ContactMessageRepository {
  add(message: NewContactMessage, userId?: string | null): Promise<ContactMessage>;
  listForUser(userId: string): Promise<ContactMessage[]>;
  /**
   * The person's messages: sent signed in, and (when `email` is given) sent signed out from that normalised
   * address. Newest first.
   */
  listForPerson(userId: string, email: string | null): Promise<ContactMessage[]>;
  /** Removes the messages sent signed out from this normalised address. */
  deleteSentSignedOutFrom(email: string): Promise<void>;
  findById(id: string): Promise<ContactMessage | null>;
  /** Newest first. */
  listRecent(limit: number): Promise<ContactMessage[]>;
}
