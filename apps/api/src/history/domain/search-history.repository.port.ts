export interface HistoryEntry {
  query: string;
  createdAt: Date;
}

export interface SearchHistoryRepository {
  /** Keeps the person's newest `keep` entries (the new one among them). */
  add(userId: string, query: string, keep: number): Promise<void>;
  /** Newest first. */
  list(userId: string, limit: number): Promise<HistoryEntry[]>;
  countSince(userId: string, since: Date): Promise<number>;
}

export const SEARCH_HISTORY_REPOSITORY = Symbol('SEARCH_HISTORY_REPOSITORY');
