import type { Session } from '../domain/session.js';
import type { SessionStore } from '../domain/session-store.port.js';

/** Enough for every live session of a busy single-process install; the oldest cached entry goes first. */
const MAX_ENTRIES = 20_000;

/**
 * Keeps the sessions found in a store that only this process can change (the embedded database: one process
 * owns its data folder), so a signed-in request needs no database read to know who is asking. Every change goes
 * through this wrapper and updates or forgets the cached copy at once, so an ended session is never served.
 * Not for a shared database: another instance could end a session this one still holds.
 */
export class SingleProcessSessionCache implements SessionStore {
  private readonly cached = new Map<string, Session>();
  /** Counts deletions begun and ended: a read that overlapped one is not kept (it may hold an ended session). */
  private deletions = 0;

  constructor(private readonly store: SessionStore) {}

  async save(session: Session): Promise<void> {
    await this.store.save(session);
    this.remember(session);
  }

  // A kept session carries no profile version: the profile may be saved while it is kept (this process's profile
  // cache keeps itself current instead).
  async find(idHash: string): Promise<Session | null> {
    const hit = this.cached.get(idHash);
    if (hit) return { ...hit };
    const deletionsBefore = this.deletions;
    const found = await this.store.find(idHash);
    if (!found) return null;
    const { profileVersion: _changesWhileKept, ...session } = found;
    // Unknown secrets are not remembered: guessing would fill the cache.
    if (this.deletions === deletionsBefore) this.remember(session);
    return { ...session };
  }

  async touch(idHash: string, lastSeenAt: Date): Promise<void> {
    await this.store.touch(idHash, lastSeenAt);
    const hit = this.cached.get(idHash);
    if (hit) this.cached.set(idHash, { ...hit, lastSeenAt });
  }

  async delete(idHash: string): Promise<void> {
    // Forgotten before and after: a request racing the delete must not find it here afterwards.
    this.deletions++;
    this.cached.delete(idHash);
    try {
      await this.store.delete(idHash);
    } finally {
      this.deletions++;
      this.cached.delete(idHash);
    }
  }

  async deleteAllForUser(userId: string, exceptIdHash?: string): Promise<void> {
    this.deletions++;
    this.forgetAllOf(userId, exceptIdHash);
    try {
      await this.store.deleteAllForUser(userId, exceptIdHash);
    } finally {
      this.deletions++;
      this.forgetAllOf(userId, exceptIdHash);
    }
  }

  listForUser(userId: string): Promise<Session[]> {
    return this.store.listForUser(userId);
  }

  private forgetAllOf(userId: string, exceptIdHash: string | undefined): void {
    for (const [idHash, session] of this.cached) {
      if (session.userId === userId && idHash !== exceptIdHash) this.cached.delete(idHash);
    }
  }

  private remember({ profileVersion: _changesWhileKept, ...session }: Session): void {
    this.cached.delete(session.idHash);
    this.cached.set(session.idHash, session);
    if (this.cached.size > MAX_ENTRIES) this.cached.delete(this.cached.keys().next().value!);
  }
}
