import type { ProfileFields, ProfileNames, ProfileWithAccount, StoredProfile } from '../domain/profile.js';
import type { ProfileRepository } from '../domain/profile.repository.port.js';

const MAX_ENTRIES = 20_000;

/**
 * Keeps profiles read from a database only this process can change (the embedded one), so a signed-in search
 * reads the person's profile once, not on every request. Every save goes through here and forgets the copy
 * before it writes, so a search never judges with the profile as it was before a save. Not for a shared database.
 */
export class SingleProcessProfileCache implements ProfileRepository {
  private readonly cached = new Map<string, StoredProfile | null>();
  /** Counts saves begun and ended: a read that overlapped one is not kept (it may hold the old row). */
  private saves = 0;

  constructor(private readonly repository: ProfileRepository) {}

  async find(userId: string): Promise<StoredProfile | null> {
    const hit = this.cached.get(userId);
    // A copy: the caller may adjust what it gets without changing the next read.
    if (hit !== undefined) return structuredClone(hit);
    const savesBefore = this.saves;
    const found = await this.repository.find(userId);
    if (this.saves === savesBefore) {
      this.cached.set(userId, structuredClone(found));
      if (this.cached.size > MAX_ENTRIES) this.cached.delete(this.cached.keys().next().value!);
    }
    return found;
  }

  findWithAccount(userId: string): Promise<ProfileWithAccount | null> {
    return this.repository.findWithAccount(userId);
  }

  async save(userId: string, fields: ProfileFields, profileComplete: boolean, names: ProfileNames): Promise<void> {
    this.saves++;
    this.cached.delete(userId);
    try {
      await this.repository.save(userId, fields, profileComplete, names);
    } finally {
      this.saves++;
      this.cached.delete(userId);
    }
  }
}
