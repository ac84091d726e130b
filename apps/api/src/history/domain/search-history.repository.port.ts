export interface HistoryEntry {
  query: string;
  createdAt: Date;
}

export interface SearchHistoryRepository {
  add(userId: string, query: string): Promise<void>;
  /** Newest first. */
  list(userId: string, limit: number): Promise<HistoryEntry[]>;
  countSince(userId: string, since: Date): Promise<number>;
}

export const SEARCH_HISTORY_REPOSITORY = Symbol('SEARCH_HISTORY_REPOSITORY');
