import { emptyProfile } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import { SearchCache } from '../../src/search/application/search-cache.js';
import type { Reading, SearchRequest, SearchService } from '../../src/search/application/search.service.js';
import { NO_NAME_ANSWER } from '../../src/search/domain/name-answer.js';
import { emptyContext } from '../../src/search/domain/person-context.js';
import { MemorySearchCacheStore } from '../../src/search/infrastructure/memory-search-cache-store.adapter.js';

const NOBODY = emptyContext();

/** A search service that reads every query as one symptom, counting its reads; `fallBack` as a failed model would. */
function countingSearch(fallBack = false) {
  const counts = { reads: 0 };
  const search = {
    async read(request: SearchRequest): Promise<Reading> {
      counts.reads++;
      return {
        extraction: {
          symptomIds: [request.query.length > 10 ? 'fever' : 'headache'],
          productIds: [],
          negatedSymptomIds: [],
          confidence: 0.9,
        },
        fallbackUsed: fallBack,
        names: NO_NAME_ANSWER,
      };
    },
    contextOf: () => NOBODY,
    aboutTheWords: (request: SearchRequest) => ({ confidence: request.query.length }),
    medicinesFor: (_request: unknown, extraction: Reading['extraction']) => ({ safe: extraction.symptomIds }),
  };
  return { counts, search: search as unknown as SearchService };
}

const request = (query: string): SearchRequest => ({ query, enhanced: false, category: null, ignoredContext: [] });
const text = async (answer: Promise<{ json(): Buffer }>) => (await answer).json().toString();

describe('the words of a search, read once per exact wording', () => {
  it('are not read again when the same words come back, and each wording keeps its own ending', async () => {
    const { counts, search } = countingSearch();
    const cache = new SearchCache(search, new MemorySearchCacheStore());
    expect(await text(cache.anonymousAnswer(request('headache')))).toBe('{"safe":["headache"],"confidence":8}');
    expect(await text(cache.anonymousAnswer(request('headache')))).toBe('{"safe":["headache"],"confidence":8}');
    expect(await text(cache.personalAnswer(request('headache'), 'ann', emptyProfile()))).toBe(
      '{"safe":["headache"],"confidence":8}',
    );
    expect(counts.reads).toBe(1);
    expect(await text(cache.anonymousAnswer(request('my headache')))).toBe('{"safe":["fever"],"confidence":11}');
    expect(counts.reads).toBe(2);
    expect(await text(cache.anonymousAnswer({ ...request('headache'), enhanced: true }))).toContain('"headache"');
    expect(await text(cache.anonymousAnswer({ ...request('headache'), ignoredContext: ['age'] }))).toContain('8');
    expect(counts.reads).toBe(4);
  });

  it('are read again when smart search had to fall back (the model may answer next time)', async () => {
    const { counts, search } = countingSearch(true);
    const cache = new SearchCache(search, new MemorySearchCacheStore());
    await cache.anonymousAnswer(request('headache'));
    await cache.anonymousAnswer(request('headache'));
    expect(counts.reads).toBe(2);
  });
});
