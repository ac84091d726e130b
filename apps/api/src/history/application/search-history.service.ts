import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { HistoryWriteQueue } from './history-write-queue.js';
import {
  SEARCH_HISTORY_REPOSITORY,
  type HistoryEntry,
  type SearchHistoryRepository,
} from '../domain/search-history.repository.port.js';

const SHOWN = 50;
/** History is kept to each person's latest searches: it is health data, and must not grow without bound. */
const KEPT = 500;

@Injectable()
export class SearchHistoryService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('SearchHistory');
  private readonly writes: HistoryWriteQueue;

  constructor(
    @Inject(SEARCH_HISTORY_REPOSITORY) private readonly history: SearchHistoryRepository,
    private readonly clock: Clock,
  ) {
    // Never the entries themselves in a log line: they are health data.
    this.writes = new HistoryWriteQueue(history, KEPT, ({ error, dropped }) =>
      this.logger.error(
        `Search history not written yet (${this.writes.pending} waiting${dropped ? `, ${dropped} dropped` : ''}): ${(error as Error)?.message ?? error}`,
      ),
    );
  }

  /** Queues the entry; it is written within FLUSH_AFTER_MS, together with everyone else's (see HistoryWriteQueue). */
  record(userId: string, query: string): void {
    this.writes.add({ userId, query: query.trim().slice(0, 500) });
  }

  /** The person's latest searches, newest first, and how many they made this calendar month (UTC). */
  async overview(userId: string): Promise<{ entries: HistoryEntry[]; countThisMonth: number }> {
    const now = this.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    await this.writes.flush();
    const [entries, countThisMonth] = await Promise.all([
      this.history.list(userId, SHOWN),
      this.history.countSince(userId, monthStart),
    ]);
    return { entries, countThisMonth };
  }

  /** Everything a person's history holds for them: their newest KEPT (a few older may await trimming). */
  async all(userId: string): Promise<HistoryEntry[]> {
    await this.writes.flush();
    return this.history.list(userId, KEPT);
  }

  /** What is still waiting is written before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.writes.pending === 0) return;
    try {
      await this.writes.flush();
    } catch (error) {
      this.logger.error(
        `${this.writes.pending} search history entries not written at shutdown: ${(error as Error).message}`,
      );
    }
  }
}
