/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps: 'hedache', 'diarhea', 'nuasea'),
 * stopping early once it must exceed `max`; returns max + 1 in that case.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows reused in turn (two back, one back, this one): it runs for every candidate of every look-up.
  const width = b.length + 1;
  let prevPrev = new Int32Array(width);
  let prev = new Int32Array(width);
  let row = new Int32Array(width);
  for (let j = 0; j < width; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        value = Math.min(value, prevPrev[j - 2]! + 1);
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
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

/** How a name sounds, roughly: 'zyrtek' and 'zyrtec', 'advill' and 'advil', 'nyquill' and 'nyquil' sound alike. */
export const soundKey = (text: string): string =>
  text
    .replace(/ph/g, 'f')
    .replace(/ck|k|q/g, 'c')
    .replace(/y/g, 'i')
    .replace(/z/g, 's')
    .replace(/(.)\1+/g, '$1');

/** A spelling made ready for nameKeyDistance once: its letters and how it sounds (not redone per comparison). */
export interface NameKey {
  text: string;
  letters: number;
  sound: string;
}

export const nameKeyOf = (text: string): NameKey => ({
  text,
  letters: text.replace(/ /g, '').length,
  sound: soundKey(text),
});

/**
 * How far typed words are from a product name when near enough to mean it, else Infinity: a spelling that sounds
 * the same counts as one typo from 5 letters; otherwise the edit distance within the name budget, keeping the
 * first letter when only one typo is allowed ('tums' is never 'gums').
 */
export function nameKeyDistance(typed: NameKey, name: NameKey): number {
  if (typed.text === name.text) return 0;
  if (typed.letters >= 5 && typed.sound === name.sound) return 1;
  // The longer spelling sets the budget: 'imodum' is a letter short of 'imodium'.
  const budget = nameTypoBudget(Math.max(typed.letters, name.letters));
  if (budget === 0 || (budget < 2 && typed.text[0] !== name.text[0])) return Infinity;
  const distance = editDistance(typed.text, name.text, budget);
  return distance <= budget ? distance : Infinity;
}

/** nameKeyDistance for two plain spellings. */
export const nameDistance = (typed: string, name: string): number => nameKeyDistance(nameKeyOf(typed), nameKeyOf(name));
