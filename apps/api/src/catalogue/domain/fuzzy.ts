import { editDistance, prefixDistance, typoBudget } from '@otc/safety-engine';

// The distance and budget live in the engine, so search, suggestions and the CLI read names alike.
export { editDistance, typoBudget };

/**
 * How well typed text leads to a normalised name: 0 when the name starts with it, 1 when a later word does,
 * 2 + typos when the name's start is within the typo budget (a product name's is stricter), Infinity otherwise.
 * Lower is better.
 */
export function matchScore(text: string, key: string, budgetFor: (length: number) => number = typoBudget): number {
  if (key.startsWith(text)) return 0;
  if (key.includes(` ${text}`)) return 1;
  const budget = budgetFor(text.length);
  if (budget === 0) return Infinity;
  // Compare with the key's start at the same length, one shorter and one longer (a letter left out or doubled).
  const distance = prefixDistance(text, key, budget);
  return distance <= budget ? 2 + distance : Infinity;
}
