import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable } from '@nestjs/common';
import type { Cache } from 'cache-manager';
import type { SearchResult } from '../domain/search-result.js';
import type { SearchRequest } from './search.service.js';

const TTL_MS = 10 * 60 * 1000;

/**
 * Caches anonymous answers only. A personalised answer depends on one person's health profile; it is never
 * written to the cache, so it can never be served to someone else (and no health data sits in Redis).
 */
@Injectable()
export class SearchCache {
  constructor(@Inject(CACHE_MANAGER) private readonly cache: Cache) {}

  keyFor(request: SearchRequest): string {
    // Punctuation stays in the key: it changes meaning ("no fever, cough" is not "no fever cough").
    const text = request.query.trim().replace(/\s+/g, ' ').toLowerCase();
    return `search:v1:${request.enhanced ? 'smart' : 'basic'}:${request.category ?? 'all'}:${text}`;
  }

  /** The answer as JSON text: kept serialised, so a cache hit costs neither a parse nor a stringify. */
  async getAnonymous(request: SearchRequest): Promise<string | undefined> {
    return (await this.cache.get<string>(this.keyFor(request))) ?? undefined;
  }

  async putAnonymous(request: SearchRequest, result: SearchResult): Promise<string> {
    const json = JSON.stringify(result);
    // A fallback answer is not what smart search should give: do not keep it.
    if (!result.fallbackUsed) await this.cache.set(this.keyFor(request), json, TTL_MS);
    return json;
  }
}
