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
 * The typo budget for a product name: stricter than for symptoms, since a short brand is one letter from an
 * everyday word ('aleve' / 'alive', 'bonine' / 'bovine', 'unisom' / 'unison'): none under 7 letters.
 */
export const nameTypoBudget = (length: number): number => (length >= 10 ? 2 : length >= 7 ? 1 : 0);

/**
 * How a name sounds, roughly: 'zyrtek' and 'zyrtec', 'advill' and 'advil', 'nyquill' and 'nyquil' sound alike; so do
 * a soft c and an s ('pepsid', 'Pepcid') and the vowels before an r ('zertec', 'Zyrtec'), spelled as heard.
 */
export const soundKey = (text: string): string =>
  text
    .replace(/c(?=[eiy])/g, 's')
    .replace(/ph/g, 'f')
    .replace(/ck|k|q/g, 'c')
    .replace(/y/g, 'i')
    .replace(/z/g, 's')
    .replace(/[iu]r/g, 'er')
    .replace(/(.)\1+/g, '$1');

/**
 * How far typed words are from a product name when near enough to mean it, else Infinity: a spelling that sounds
 * the same counts as one typo from 5 letters; otherwise the edit distance within the name budget, keeping the
 * first letter when only one typo is allowed ('tums' is never 'gums').
 */
export function nameDistance(typed: string, name: string): number {
  const letters = typed.replace(/ /g, '').length;
  if (typed === name) return 0;
  if (letters >= 5 && soundKey(typed) === soundKey(name)) return 1;
  // The longer spelling sets the budget: 'imodum' is a letter short of 'imodium'.
  const budget = nameTypoBudget(Math.max(letters, name.replace(/ /g, '').length));
  if (budget === 0 || (budget < 2 && typed[0] !== name[0])) return Infinity;
  const distance = editDistance(typed, name, budget);
  return distance <= budget ? distance : Infinity;
}
