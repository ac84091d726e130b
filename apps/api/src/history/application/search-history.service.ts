import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import {
  SEARCH_HISTORY_REPOSITORY,
  type HistoryEntry,
  type SearchHistoryRepository,
} from '../domain/search-history.repository.port.js';

const SHOWN = 50;
/** History is kept to each person's latest searches: it is health data, and must not grow without bound. */
const KEPT = 500;

@Injectable()
export class SearchHistoryService {
  constructor(
    @Inject(SEARCH_HISTORY_REPOSITORY) private readonly history: SearchHistoryRepository,
    private readonly clock: Clock,
  ) {}

  record(userId: string, query: string): Promise<void> {
    return this.history.add(userId, query.trim().slice(0, 500), KEPT);
  }

  /** The person's latest searches, newest first, and how many they made this calendar month (UTC). */
  async overview(userId: string): Promise<{ entries: HistoryEntry[]; countThisMonth: number }> {
    const now = this.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [entries, countThisMonth] = await Promise.all([
      this.history.list(userId, SHOWN),
      this.history.countSince(userId, monthStart),
    ]);
    return { entries, countThisMonth };
  }

  all(userId: string): Promise<HistoryEntry[]> {
    return this.history.list(userId, 10_000);
  }
}
