// Three rows reused in turn (two back, one back, this one), kept between calls: distances run for every candidate
// of every look-up and every suggestion keystroke, and fresh arrays per call cost more than the arithmetic.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/**
 * The last row of the optimal-string-alignment table of `a` against `b` (Levenshtein plus adjacent swaps:
 * 'hedache', 'diarhea', 'nuasea'): entry j is the distance from `a` to the first j letters of `b`. Undefined once
 * every entry must exceed `max`. The row is shared scratch, valid until the next call.
 */
function lastRow(a: string, b: string, max: number): Int32Array | undefined {
  const width = b.length + 1;
  if (rows[0].length < width) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  let [prevPrev, prev, row] = rows;
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
    if (rowMin > max) return undefined;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return prev;
}

/** Optimal-string-alignment distance, stopping early once it must exceed `max`; returns max + 1 in that case. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return lastRow(a, b, max)?.[b.length] ?? max + 1;
}

/**
 * The distance from typed text to the start of a name, letting that start be one letter shorter or longer than the
 * text (a letter left out or doubled): the least of editDistance to its first L - 1, L and L + 1 letters, in one
 * pass. Returns max + 1 when all are beyond `max`.
 */
export function prefixDistance(text: string, name: string, max: number): number {
  const start = name.slice(0, text.length + 1);
  const from = Math.min(Math.max(text.length - 1, 0), start.length);
  if (text.length - start.length > max) return max + 1;
  const row = lastRow(text, start, max);
  if (!row) return max + 1;
  let best = max + 1;
  for (let j = from; j <= start.length; j++) if (row[j]! < best) best = row[j]!;
  return best;
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
