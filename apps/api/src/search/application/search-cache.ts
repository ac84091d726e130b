import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { emptyProfile, type HealthProfile } from '@otc/safety-engine';
import { LRUCache } from 'lru-cache';
import { SEARCH_CACHE_STORE, type SearchCacheStore } from '../domain/search-cache-store.port.js';
import { mergePersonContext } from '../domain/merge-person-context.js';
import type { PersonContext } from '../domain/person-context.js';
import { constraintsKey } from '../domain/product-constraints.js';
import type { SymptomExtraction } from '../domain/symptom-extractor.port.js';
import { AnswerHead, answerHeads, type EncodedAnswer } from './encoded-answer.js';
import { directionsAgeOf, SearchService, type Reading, type SearchRequest } from './search.service.js';

// A signed-in person's recent answers, in this process only (never Redis: they are health data), keyed by the
// person and the profile as it is now: a saved change makes a new key, on every instance, since the profile is
// still read for every request. Small: a person repeats or refines a search within minutes, not hours.
const PERSONAL_MAX_BYTES = 16 * 1024 * 1024;
const PERSONAL_TTL_MS = 5 * 60_000;
// Anonymous answers read from the shared store are also kept here encoded; briefly, so an entry another instance
// refills after a formulary update reaches this one soon.
const ENCODED_ANONYMOUS_MAX_BYTES = 16 * 1024 * 1024;
const ENCODED_ANONYMOUS_TTL_MS = 60_000;
// The same words are sent again and again ('headache'): how they were read is kept per exact request.
const KEPT_READINGS = 5000;
const READING_TTL_MS = 10 * 60_000;

/** How one exact request's words were read, and what follows from that alone. */
interface Words {
  reading: Reading;
  context: PersonContext;
  /** The anonymous cache key (see keyFor). */
  key: string;
  /** The answer's per-request ending: what the words say (red flags, confidence, fallback), as bytes. */
  tail: Buffer;
}

/**
 * Caches anonymous answers in the shared store. A personalised answer depends on one person's health profile: it
 * is kept only in this process's memory under a key made from that person's id and profile, so it is never
 * served to someone else, never outlives a change to the profile, and no health data sits in Redis.
 *
 * The key is what the reader understood (category, symptom ids and product ids, in order, and constraints), not the wording:
 * "headache", "my head hurts" and "HEADACHE!!" share one entry, and a flood of differently worded queries
 * adds no answers (only their readings, small and bounded). Only the medicine lists are cached; the parts that depend on the words themselves (red
 * flags, confidence, fallback) are kept per exact wording, so "worst headache of my life" still gets its
 * red flag from the entry "headache" filled. A smart-search extraction is keyed by its result too, so a
 * model's answer is reused only for the same reading. What the words say about the person ("my kid", "I take
 * warfarin", less what the person removed) changes the verdicts, so it is part of the key: two different
 * contexts never share an entry.
 */
@Injectable()
export class SearchCache {
  private readonly personal = answerHeads(PERSONAL_MAX_BYTES, PERSONAL_TTL_MS);
  private readonly anonymous = answerHeads(ENCODED_ANONYMOUS_MAX_BYTES, ENCODED_ANONYMOUS_TTL_MS);
  private readonly readings = new LRUCache<string, Words>({ max: KEPT_READINGS, ttl: READING_TTL_MS });

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

  /** The anonymous answer: byte for byte what JSON.stringify of the whole SearchResult gives, or that gzipped. */
  async anonymousAnswer(request: SearchRequest): Promise<EncodedAnswer> {
    const { reading, context, key, tail } = await this.words(request);
    const { extraction } = reading;
    let head = this.anonymous.get(key);
    if (head === undefined) {
      let medicines = await this.store.get(key);
      if (medicines === undefined) {
        const profile = mergePersonContext(emptyProfile(), context);
        // Kept without its closing brace, so the per-request fields are appended without a parse.
        medicines = JSON.stringify(
          this.search.medicinesFor(request, extraction, profile, directionsAgeOf(context)),
        ).slice(0, -1);
        await this.store.set(key, medicines);
      }
      head = new AnswerHead(Buffer.from(medicines));
      this.anonymous.set(key, head);
    }
    return head.with(tail);
  }

  /**
   * A signed-in person's answer: UTF-8 JSON, the same bytes as JSON.stringify(search.search(request, profile)),
   * or the same gzipped for a client that accepts it.
   */
  async personalAnswer(request: SearchRequest, userId: string, profile: HealthProfile): Promise<EncodedAnswer> {
    const { reading, context, key: answerKey, tail } = await this.words(request);
    const { extraction } = reading;
    const person = createHash('sha256').update(userId).update('\0').update(JSON.stringify(profile)).digest('hex');
    const key = `${person}:${answerKey}`;
    let head = this.personal.get(key);
    if (head === undefined) {
      const judged = mergePersonContext(profile, context);
      const medicines = JSON.stringify(this.search.medicinesFor(request, extraction, judged, directionsAgeOf(context)));
      head = new AnswerHead(Buffer.from(medicines.slice(0, -1)));
      this.personal.set(key, head);
    }
    return head.with(tail);
  }

  /**
   * How these exact words were read, once per wording: 'the worst headache of my life' keeps its own red flag
   * however 'headache' was read. A reading that fell back from a model that failed is not kept (it may answer
   * next time).
   */
  private async words(request: SearchRequest): Promise<Words> {
    const id = JSON.stringify([request.query, request.enhanced, request.category, request.ignoredContext ?? []]);
    const kept = this.readings.get(id);
    if (kept) return kept;
    const reading = await this.search.read(request);
    const { extraction, fallbackUsed, names } = reading;
    const context = this.search.contextOf(request);
    const about = JSON.stringify(this.search.aboutTheWords(request, extraction, fallbackUsed, names));
    const words = {
      reading,
      context,
      key: this.keyFor(request, extraction, context),
      tail: Buffer.from(`,${about.slice(1)}`),
    };
    if (!fallbackUsed) this.readings.set(id, words);
    return words;
  }
}
