import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import type { RawContent } from '../load/read-content.js';
import { eachFact } from './content-walk.js';

/** The US school grade needed to read a text (Flesch-Kincaid), from its sentences, words and syllables. */
export function readingGrade(text: string): number {
  const words = text.match(/[A-Za-z0-9’'-]+/g) ?? [];
  if (words.length === 0) return 0;
  const sentences = Math.max(1, (text.match(/[.!?;]+(\s|$)/g) ?? []).length);
  const syllables = words.reduce((sum, w) => sum + Math.max(1, syllable(w)), 0);
  return fleschKincaid({ sentence: sentences, word: words.length, syllable: syllables });
}

export interface ReadingLevels {
  /** Each distinct reason text a shopper can read, with its grade. */
  texts: { text: string; grade: number }[];
  median: number;
  /** Counts by grade band: up to 6, 7-8, 9-10, over 10. */
  bands: { upTo6: number; grade7to8: number; grade9to10: number; over10: number };
}

/** The reading grade of every fact's wording (its message, or its snippet's text). */
export function readingLevels(content: RawContent): ReadingLevels {
  const snippets = new Map(content.snippets.map(({ item }) => [item.id, item.text]));
  const wordings = new Set<string>();
  for (const { fact } of eachFact(content)) {
    const text = fact.message ?? (fact.snippet ? snippets.get(fact.snippet) : undefined);
    if (text) wordings.add(text);
  }
  const texts = [...wordings].map((text) => ({ text, grade: readingGrade(text) })).sort((a, b) => a.grade - b.grade);
  const grades = texts.map((t) => t.grade);
  const mid = Math.floor(grades.length / 2);
  const median = grades.length === 0 ? 0 : grades.length % 2 ? grades[mid]! : (grades[mid - 1]! + grades[mid]!) / 2;
  const band = (lo: number, hi: number) => grades.filter((g) => g > lo && g <= hi).length;
  return {
    texts,
    median,
    bands: {
      upTo6: grades.filter((g) => g <= 6).length,
      grade7to8: band(6, 8),
      grade9to10: band(8, 10),
      over10: grades.filter((g) => g > 10).length,
    },
  };
}
