import { Injectable } from '@nestjs/common';
import { normaliseText } from '@otc/safety-engine';
import { matchScore } from '../domain/fuzzy.js';
import { Catalogue } from './catalogue.js';

export const MAX_SUGGESTIONS = 8;

/** Spec section 9: common symptoms shown under an empty search box (the list itself is content). */
export const COMMON_SYMPTOM_COUNT = 6;

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

  constructor(catalogue: Catalogue) {
    this.commonSymptoms = catalogue.formulary.commonSymptoms.slice(0, COMMON_SYMPTOM_COUNT);
    this.quickSearches = catalogue.formulary.quickSearches;
    const symptoms = catalogue.formulary.symptoms.map((s) => ({
      label: s.name,
      keys: [s.name, ...s.synonyms].map(normaliseText),
      kindRank: 0,
    }));
    const products = catalogue.formulary.medications.map((m) => ({
      label: m.name,
      keys: [normaliseText(m.name)],
      kindRank: 1,
    }));
    this.candidates = [...symptoms, ...products];
  }

  suggest(query: string): string[] {
    const text = normaliseText(query);
    if (!text) return [];
    const scored: { label: string; score: number; kindRank: number }[] = [];
    for (const candidate of this.candidates) {
      const score = Math.min(...candidate.keys.map((key) => matchScore(text, key)));
      if (score < Infinity) scored.push({ label: candidate.label, score, kindRank: candidate.kindRank });
    }
    scored.sort(
      (a, b) =>
        a.score - b.score ||
        a.kindRank - b.kindRank ||
        a.label.length - b.label.length ||
        a.label.localeCompare(b.label),
    );
    return [...new Set(scored.map((s) => s.label))].slice(0, MAX_SUGGESTIONS);
  }
}
