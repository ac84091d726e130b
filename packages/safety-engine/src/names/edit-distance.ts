/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps: 'hedache', 'diarhea', 'nuasea'),
 * stopping early once it must exceed `max`; returns max + 1 in that case.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** How many typos a word of this length may carry and still count: none for short words, where a typo is a new word. */
export const typoBudget = (length: number): number => (length >= 10 ? 2 : length >= 5 ? 1 : 0);

/**
 * The typo budget for a product name: stricter than for symptoms, since a 5-letter brand is one letter from an
 * everyday word ('aleve' / 'alive', 'midol' / 'modal'): no typo under 6 letters.
 */
export const nameTypoBudget = (length: number): number => (length >= 10 ? 2 : length >= 6 ? 1 : 0);
