import type { Clock } from '../../common/clock.js';
import { lockLengthMs, type FailedSignInStore, type LockoutPolicy } from '../domain/failed-sign-in.store.port.js';

interface Entry {
  failures: number;
  windowEndsAt: number;
  lockouts: number;
  lockedUntil: number;
  /** When nothing about the key matters any more and the entry can go. */
  forgetAt: number;
}

// Unknown emails are counted too, so the map is bounded: the oldest entries go first beyond this many.
const MAX_ENTRIES = 100_000;

/**
 * The counters of one instance: without REDIS_URL (like the per-address limits), and as the fallback while Redis
 * is away, so sign-in stays limited per account rather than open to guessing.
 */
export class MemoryFailedSignInStore implements FailedSignInStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock: Clock) {}

  async lockedForMs(key: string): Promise<number> {
    const entry = this.live(key);
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0;
  }

  async recordFailure(key: string, policy: LockoutPolicy): Promise<number> {
    const now = this.now();
    const entry = this.live(key) ?? { failures: 0, windowEndsAt: 0, lockouts: 0, lockedUntil: 0, forgetAt: 0 };
    if (entry.windowEndsAt <= now) Object.assign(entry, { failures: 0, windowEndsAt: now + policy.windowMs });
    entry.failures += 1;
    let lockMs = 0;
    if (entry.failures >= policy.failures) {
      entry.lockouts += 1;
      lockMs = lockLengthMs(policy, entry.lockouts);
      Object.assign(entry, { failures: 0, windowEndsAt: 0, lockedUntil: now + lockMs });
    }
    entry.forgetAt = Math.max(entry.windowEndsAt, entry.lockouts > 0 ? entry.lockedUntil + policy.rememberMs : 0);
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.forgetOldest();
    return lockMs;
  }

  async clearFailures(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry) Object.assign(entry, { failures: 0, windowEndsAt: 0 });
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.forgetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private forgetOldest(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.forgetAt <= now) this.entries.delete(key);
    // Still full: the least recently failed go (Map keeps insertion order; a failure re-inserts its key).
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES * 0.9) break;
      this.entries.delete(key);
    }
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}
