/** Lower-case words separated by single spaces: the form every look-up key takes. */
export const normaliseText = (text: string): string =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const MAX_PHRASE_WORDS = 6;

/**
 * Every known phrase in the text, as whole words, longest first and without overlaps: 'cold sores' is
 * found once (not also 'cold'), and 'Coumadin 5 mg daily' finds 'coumadin'.
 */
export function termsIn<T>(text: string, terms: ReadonlyMap<string, T>): T[] {
  const words = normaliseText(text).split(' ').filter(Boolean);
  const found: T[] = [];
  let start = 0;
  while (start < words.length) {
    let matched = 0;
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - start); length > 0; length--) {
      const hit = terms.get(words.slice(start, start + length).join(' '));
      if (hit !== undefined) {
        found.push(hit);
        matched = length;
        break;
      }
    }
    start += matched || 1;
  }
  return found;
}
