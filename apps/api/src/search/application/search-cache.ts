import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { emptyProfile, type HealthProfile } from '@otc/safety-engine';
import { LRUCache } from 'lru-cache';
import { SEARCH_CACHE_STORE, type SearchCacheStore } from '../domain/search-cache-store.port.js';
import { mergePersonContext } from '../domain/merge-person-context.js';
import type { PersonContext } from '../domain/person-context.js';
import { constraintsKey } from '../domain/product-constraints.js';
import type { SymptomExtraction } from '../domain/symptom-extractor.port.js';
import { directionsAgeOf, SearchService, type SearchRequest } from './search.service.js';

// A signed-in person's recent answers, in this process only (never Redis: they are health data), keyed by the
// person and the profile as it is now: a saved change makes a new key, on every instance, since the profile is
// still read for every request. Small: a person repeats or refines a search within minutes, not hours.
const PERSONAL_MAX_BYTES = 16 * 1024 * 1024;
const PERSONAL_TTL_MS = 5 * 60_000;

/**
 * Caches anonymous answers in the shared store. A personalised answer depends on one person's health profile: it
 * is kept only in this process's memory under a key made from that person's id and profile, so it is never
 * served to someone else, never outlives a change to the profile, and no health data sits in Redis.
 *
 * The key is what the reader understood (category, symptom ids and product ids, in order, and constraints), not the wording:
 * "headache", "my head hurts" and "HEADACHE!!" share one entry, and a flood of differently worded queries
 * adds no entries. Only the medicine lists are cached; the parts that depend on the words themselves (red
 * flags, confidence, fallback) are computed for every request, so "worst headache of my life" still gets its
 * red flag from the entry "headache" filled. A smart-search extraction is keyed by its result too, so a
 * model's answer is reused only for the same reading. What the words say about the person ("my kid", "I take
 * warfarin", less what the person removed) changes the verdicts, so it is part of the key: two different
 * contexts never share an entry.
 */
@Injectable()
export class SearchCache {
  // Kept as UTF-8 bytes: a heavy profile's answer is ~300 KB, and encoding it again for every request cost more
  // than everything else on the signed-in path.
  private readonly personal = new LRUCache<string, Buffer>({
    max: 2000,
    maxSize: PERSONAL_MAX_BYTES,
    sizeCalculation: (value, key) => value.length + 2 * key.length,
    ttl: PERSONAL_TTL_MS,
  });

  constructor(
    private readonly search: SearchService,
    @Inject(SEARCH_CACHE_STORE) private readonly store: SearchCacheStore,
  ) {}

  keyFor(request: Pick<SearchRequest, 'category'>, extraction: SymptomExtraction, context: PersonContext): string {
    const person = [
      context.age,
      context.ageIsStage,
      context.isPregnant,
      context.isBreastfeeding,
      [...context.medicines].sort(),
      [...context.conditions].sort(),
      [...context.allergies].sort(),
    ];
    const constraints = constraintsKey(extraction.constraints ?? []);
    return `search:v6:${JSON.stringify([request.category ?? 'all', extraction.symptomIds, extraction.productIds, constraints, extraction.namesAChild === true, person])}`;
  }

  /** The anonymous answer as JSON text, byte for byte what JSON.stringify of the whole SearchResult gives. */
  async anonymousAnswer(request: SearchRequest): Promise<string> {
    const { extraction, fallbackUsed, names } = await this.search.read(request);
    const context = this.search.contextOf(request);
    const key = this.keyFor(request, extraction, context);
    let medicines = await this.store.get(key);
    if (medicines === undefined) {
      const profile = mergePersonContext(emptyProfile(), context);
      // Kept without its closing brace, so the per-request fields are appended without a parse.
      medicines = JSON.stringify(
        this.search.medicinesFor(request, extraction, profile, directionsAgeOf(context)),
      ).slice(0, -1);
      await this.store.set(key, medicines);
    }
    const words = JSON.stringify(this.search.aboutTheWords(request, extraction, fallbackUsed, names));
    return `${medicines},${words.slice(1)}`;
  }

  /** A signed-in person's answer as UTF-8 JSON: the same bytes as JSON.stringify(search.search(request, profile)). */
  async personalAnswer(request: SearchRequest, userId: string, profile: HealthProfile): Promise<Buffer> {
    const { extraction, fallbackUsed, names } = await this.search.read(request);
    const context = this.search.contextOf(request);
    const person = createHash('sha256').update(userId).update('\0').update(JSON.stringify(profile)).digest('hex');
    const key = `${person}:${this.keyFor(request, extraction, context)}`;
    let medicines = this.personal.get(key);
    if (medicines === undefined) {
      const judged = mergePersonContext(profile, context);
      const judgedJson = JSON.stringify(
        this.search.medicinesFor(request, extraction, judged, directionsAgeOf(context)),
      );
      medicines = Buffer.from(judgedJson.slice(0, -1));
      if (medicines.length + 2 * key.length <= PERSONAL_MAX_BYTES) this.personal.set(key, medicines);
    }
    const words = JSON.stringify(this.search.aboutTheWords(request, extraction, fallbackUsed, names));
    return Buffer.concat([medicines, Buffer.from(`,${words.slice(1)}`)]);
  }
}
