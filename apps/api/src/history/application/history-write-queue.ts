import type { NewHistoryEntry, SearchHistoryRepository } from '../domain/search-history.repository.port.js';

/** Entries wait at most this long before they are written, all in one statement. */
export const FLUSH_AFTER_MS = 100;
/** A batch this large is written at once, without waiting for the timer. */
export const MAX_BATCH = 200;
/** While the database cannot be reached entries are kept and retried; beyond this many the oldest go. */
export const MAX_WAITING = 10_000;
/** How many of a person's entries go by between two trims of their history (and the first one in a process). */
export const TRIM_EVERY = 20;
/** People whose write count is remembered; one forgotten is simply trimmed at their next write. */
const MAX_COUNTED = 20_000;

export interface WriteProblem {
  error: unknown;
  /** Entries dropped because too many were waiting (none while the backlog is under MAX_WAITING). */
  dropped: number;
}

/**
 * Writes search-history entries behind the answer: a signed-in search queues its entry and answers at once, and
 * every FLUSH_AFTER_MS the entries waiting are written in one statement, so a busy server makes one write for
 * many searches instead of one each. Readers call flush() first, so a person always sees their own searches;
 * the app flushes at shutdown. A failed write keeps its entries and tries again at the next tick.
 * Trimming to the newest `keep` orders the person's entries, the costly part, so it runs every TRIM_EVERY writes
 * per person: the store holds at most TRIM_EVERY entries (per instance) beyond `keep`, and readers list `keep`.
 */
export class HistoryWriteQueue {
  private waiting: NewHistoryEntry[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private readonly writesSinceTrim = new Map<string, number>();

  constructor(
    private readonly repository: SearchHistoryRepository,
    private readonly keep: number,
    private readonly onProblem: (problem: WriteProblem) => void,
  ) {}

  get pending(): number {
    return this.waiting.length;
  }

  add(entry: NewHistoryEntry): void {
    this.waiting.push(entry);
    let dropped = 0;
    if (this.waiting.length > MAX_WAITING) dropped = this.waiting.splice(0, this.waiting.length - MAX_WAITING).length;
    if (dropped > 0) this.onProblem({ error: new Error('history backlog full'), dropped });
    if (this.waiting.length >= MAX_BATCH) this.schedule(0);
    else this.schedule(FLUSH_AFTER_MS);
  }

  /** Writes everything waiting now (after any write under way); rejects if the database refuses. */
  async flush(): Promise<void> {
    this.cancelTimer();
    while (this.inFlight) await this.inFlight.catch(() => undefined);
    if (this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, this.waiting.length);
    this.inFlight = this.write(batch).finally(() => (this.inFlight = null));
    try {
      await this.inFlight;
    } catch (error) {
      // Back in front, in their order, for the next attempt.
      this.waiting.unshift(...batch);
      this.schedule(FLUSH_AFTER_MS);
      throw error;
    }
  }

  private schedule(delayMs: number): void {
    if (this.timer && delayMs > 0) return;
    this.cancelTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch((error: unknown) => this.onProblem({ error, dropped: 0 }));
    }, delayMs);
    // A waiting entry never keeps a finished process alive; shutdown flushes explicitly.
    this.timer.unref();
  }

  private cancelTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async write(batch: NewHistoryEntry[]): Promise<void> {
    for (let start = 0; start < batch.length; start += MAX_BATCH) {
      await this.repository.addAll(batch.slice(start, start + MAX_BATCH));
    }
    await this.trimWhereDue(batch.map((entry) => entry.userId));
  }

  private async trimWhereDue(userIds: string[]): Promise<void> {
    const due = new Set<string>();
    for (const userId of userIds) {
      const count = this.writesSinceTrim.get(userId);
      if (count === undefined || count + 1 >= TRIM_EVERY) due.add(userId);
      else this.writesSinceTrim.set(userId, count + 1);
    }
    for (const userId of due) {
      await this.repository.keepNewest(userId, this.keep);
      this.writesSinceTrim.delete(userId);
      this.writesSinceTrim.set(userId, 0);
      if (this.writesSinceTrim.size > MAX_COUNTED)
        this.writesSinceTrim.delete(this.writesSinceTrim.keys().next().value!);
    }
  }
}
