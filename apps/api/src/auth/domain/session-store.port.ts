import type { Session } from './session.js';

/** Where sessions live: the database by default, Redis when REDIS_URL is set (two adapters). */
export interface SessionStore {
  save(session: Session): Promise<void>;
  find(idHash: string): Promise<Session | null>;
  touch(idHash: string, lastSeenAt: Date): Promise<void>;
  delete(idHash: string): Promise<void>;
  /** Ends every session of a person, except one when given (the one that asked). */
  deleteAllForUser(userId: string, exceptIdHash?: string): Promise<void>;
  /** The person's live sessions (for their data export). */
  listForUser(userId: string): Promise<Session[]>;
}

export const SESSION_STORE = Symbol('SESSION_STORE');
