import { LRUCache } from 'lru-cache';
import { SEARCH_CACHE_TTL_MS, type SearchCacheStore } from '../domain/search-cache-store.port.js';

/** Per process: the least recently used answers go first once the entries' size passes this. */
const MEMORY_CACHE_MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 2000;

/** The default store: a least-recently-used cache in process memory, capped in bytes and entries. */
export class MemorySearchCacheStore implements SearchCacheStore {
  private readonly entries = new LRUCache<string, string>({
    max: MAX_ENTRIES,
    maxSize: MEMORY_CACHE_MAX_BYTES,
    // UTF-16 in V8 at worst: two bytes per character, so the cap holds whatever the text.
    sizeCalculation: (value, key) => 2 * (value.length + key.length),
    ttl: SEARCH_CACHE_TTL_MS,
  });

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Promise<string | undefined> {
    return Promise.resolve(this.entries.get(key));
  }

  set(key: string, value: string): Promise<void> {
    // An entry larger than the whole cap is not kept (lru-cache would refuse it anyway).
    if (2 * (value.length + key.length) <= MEMORY_CACHE_MAX_BYTES) this.entries.set(key, value);
    return Promise.resolve();
  }
}
