/**
 * Where anonymous answers are kept, as JSON text. Every adapter is bounded (entries, bytes, age): the cache
 * must never grow with the number of different queries people send.
 */
export interface SearchCacheStore {
  /** The cached text, or undefined on a miss or when the store cannot answer (a cache never fails a search). */
  get(key: string): Promise<string | undefined>;
  /** Keeps the text if it fits; may drop it or older entries to stay within the bounds. */
  set(key: string, value: string): Promise<void>;
}

export const SEARCH_CACHE_STORE = Symbol('SEARCH_CACHE_STORE');

/** How long an entry may be served: a formulary update reaches everyone within this time. */
export const SEARCH_CACHE_TTL_MS = 10 * 60 * 1000;
