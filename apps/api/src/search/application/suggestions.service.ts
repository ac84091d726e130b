import { Injectable } from '@nestjs/common';
import { nameTypoBudget, normaliseText, typoBudget, type NameIndex } from '@otc/safety-engine';
import { LRUCache } from 'lru-cache';
import { matchScore } from '../../catalogue/index.js';
import { SearchCatalogue } from './search-catalogue.js';

const MAX_SUGGESTIONS = 8;
// People type the same first letters ('hea', 'tyl'): answers are kept per normalised text, a few KB each at most.
const KEPT_ANSWERS = 5000;

/** Spec section 9: common symptoms shown under an empty search box (the list itself is content). */
const COMMON_SYMPTOM_COUNT = 6;

interface Candidate {
  /** What is shown. */
  label: string;
  /** Normalised phrases that lead to it (its name and, for symptoms, its synonyms). */
  keys: string[];
  /** Symptoms before products. */
  kindRank: number;
}

/** Type-ahead over symptom and product names, by prefix first and then with a typo allowance. */
@Injectable()
export class SuggestionsService {
  private readonly candidates: Candidate[];
  /** content/categories/common-symptoms.yaml, at most the spec's six. */
  readonly commonSymptoms: string[];
  /** content/categories/quick-searches.yaml. */
  readonly quickSearches: string[];

  private readonly names: NameIndex;
  private readonly listed: (id: string) => boolean;
  private readonly answers = new LRUCache<string, readonly string[]>({ max: KEPT_ANSWERS });

  constructor(catalogue: SearchCatalogue) {
    this.names = catalogue.names;
    this.listed = (id) => catalogue.isListed(id);
    this.commonSymptoms = catalogue.formulary.commonSymptoms.slice(0, COMMON_SYMPTOM_COUNT);
    this.quickSearches = catalogue.formulary.quickSearches;
    const symptoms = catalogue.formulary.symptoms.map((s) => ({
      label: s.name,
      keys: [s.name, ...s.synonyms].map(normaliseText),
      kindRank: 0,
    }));
    // Every name search understands (the engine's name index): families, names, search names, generics.
    const products = catalogue.names.entries
      .filter((name) => name.ids.some((id) => catalogue.isListed(id)))
      .map((name) => ({ label: name.label, keys: [normaliseText(name.label)], kindRank: 1 }));
    this.candidates = [...symptoms, ...products];
  }

  /** The same answer for the same text, computed once while it is asked for. */
  suggest(query: string): string[] {
    let answer = this.answers.get(query);
    if (!answer) {
      answer = this.compute(query);
      this.answers.set(query, answer);
    }
    return [...answer];
  }

  private compute(query: string): string[] {
    const text = normaliseText(query);
    if (!text) return [];
    const scored: { label: string; score: number; kindRank: number }[] = [];
    for (const candidate of this.candidates) {
      const budget = candidate.kindRank === 0 ? typoBudget : nameTypoBudget;
      const score = Math.min(...candidate.keys.map((key) => matchScore(text, key, budget)));
      if (score < Infinity) scored.push({ label: candidate.label, score, kindRank: candidate.kindRank });
    }
    // A name the index reads with a typo or by its sound ('zyrtek') leads to that name, as search would read it.
    const named = this.names.resolve(query);
    if (named && !named.exact && named.entry.ids.some(this.listed))
      scored.push({ label: named.entry.label, score: 2, kindRank: 1 });
    scored.sort(
      (a, b) =>
        a.score - b.score ||
        a.kindRank - b.kindRank ||
        a.label.length - b.label.length ||
        a.label.localeCompare(b.label),
    );
    // One label per name whatever its case ('NyQuil' the family, 'Nyquil' a search name).
    const seen = new Set<string>();
    return scored
      .map((s) => s.label)
      .filter((label) => !seen.has(label.toLowerCase()) && seen.add(label.toLowerCase()))
      .slice(0, MAX_SUGGESTIONS);
  }
}
