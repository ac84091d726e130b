export interface HistoryEntry {
  query: string;
  createdAt: Date;
}

export interface NewHistoryEntry {
  userId: string;
  query: string;
}

export interface SearchHistoryRepository {
  /** Writes the entries in one statement, stamped with the time of the write and kept in the order given. */
  addAll(entries: readonly NewHistoryEntry[]): Promise<void>;
  /** Deletes the person's entries older than their newest `keep`. */
  keepNewest(userId: string, keep: number): Promise<void>;
  /** Newest first. */
  list(userId: string, limit: number): Promise<HistoryEntry[]>;
  countSince(userId: string, since: Date): Promise<number>;
}

export const SEARCH_HISTORY_REPOSITORY = Symbol('SEARCH_HISTORY_REPOSITORY');
