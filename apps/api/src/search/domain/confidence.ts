import type { Extraction } from './term-index.js';

/**
 * How sure the local reader is, from 0 to 1: exact matches count fully, typo matches 0.6, and words it
 * could not place pull the score down a little (a sentence is mostly filler it already ignores).
 */
export function confidenceOf(extraction: Extraction): number {
  const exact = extraction.terms.filter((t) => t.exact).length;
  const fuzzy = extraction.terms.length - exact;
  if (exact + fuzzy === 0) return 0;
  const score = (exact + 0.6 * fuzzy) / (exact + fuzzy + 0.2 * extraction.unmatchedWords.length);
  return Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
}
