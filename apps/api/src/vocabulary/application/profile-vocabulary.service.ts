import { Injectable } from '@nestjs/common';
import type { Formulary } from '@otc/formulary';
import { normaliseText } from '@otc/safety-engine';
import { Catalogue, matchScore } from '../../catalogue/index.js';

export const PROFILE_FIELDS = ['allergies', 'medicalConditions', 'currentMedications'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const MAX_VOCABULARY_SUGGESTIONS = 8;

interface Candidate {
  /** The name offered. */
  label: string;
  /** Normalised phrases that lead to it: its name, and its synonyms (which are never offered themselves). */
  keys: string[];
}

// Synonyms hold abbreviations and common misspellings: typing one finds the proper name, which is what is offered.
const named = (name: string, synonyms: string[] = []): Candidate => ({
  label: name,
  keys: [name, ...synonyms].map(normaliseText),
});
const brands = (f: Formulary): Candidate[] => f.ingredients.flatMap((i) => (i.brandNames ?? []).map((b) => named(b)));

/** The names the safety check places, per profile field: what the profile form offers as a person types. */
function candidatesFor(f: Formulary): Record<ProfileField, Candidate[]> {
  const ingredients = f.ingredients.map((i) => named(i.name, i.synonyms));
  const classes = f.drugClasses.map((c) => named(c.name, c.synonyms));
  return {
    allergies: [...ingredients, ...brands(f), ...classes, ...f.allergens.map((a) => named(a.name, a.synonyms))],
    medicalConditions: f.conditions.map((c) => named(c.name, c.synonyms)),
    currentMedications: [
      ...ingredients,
      ...brands(f),
      ...classes,
      ...f.medications.map((m) => named(m.name)),
      ...f.supplements.map((s) => named(s.name)),
    ],
  };
}

/** Type-ahead over the formulary's vocabulary, so that fewer profile entries end up unrecognised. */
@Injectable()
export class ProfileVocabularyService {
  private readonly candidates: Record<ProfileField, Candidate[]>;

  constructor(catalogue: Catalogue) {
    this.candidates = candidatesFor(catalogue.formulary);
  }

  /** Up to 8 names for the field: starting with the text first, then a later word, then with a typo. */
  suggest(field: ProfileField, query: string): string[] {
    const text = normaliseText(query);
    if (!text) return [];
    const scored: { label: string; score: number; bySynonym: boolean }[] = [];
    for (const { label, keys } of this.candidates[field]) {
      const scores = keys.map((key) => matchScore(text, key));
      const score = Math.min(...scores);
      // keys[0] is the name itself: "High blood pressure" comes before Gout (found through "high uric acid").
      if (score < Infinity) scored.push({ label, score, bySynonym: scores[0] !== score });
    }
    scored.sort(
      (a, b) =>
        a.score - b.score ||
        Number(a.bySynonym) - Number(b.bySynonym) ||
        a.label.length - b.label.length ||
        a.label.localeCompare(b.label),
    );
    const seen = new Set<string>();
    const out: string[] = [];
    for (const { label } of scored) {
      const key = label.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(label);
      if (out.length === MAX_VOCABULARY_SUGGESTIONS) break;
    }
    return out;
  }
}
