import { normaliseText } from '@otc/safety-engine';
import { isFillerWord } from './term-index.js';

/** A brand we do not list, as an answer names it: "Panadol is acetaminophen: we do not list it yet". */
export interface NotCarriedView {
  /** The brand as the content writes it ('Panadol'). */
  name: string;
  /** What is in it, as written in a sentence ('acetaminophen'). */
  ingredients: string[];
}

/** What an answer says about a name it could not list: never silence for a product we do not carry. */
export interface NameAnswer {
  /** The whole query named a brand we do not list but whose ingredients we know; else null. */
  notCarried: NotCarriedView | null;
  /** The whole query looked like a product name that named nothing we know; else null. */
  unrecognisedName: string | null;
}

export const NO_NAME_ANSWER: NameAnswer = { notCarried: null, unrecognisedName: null };

// Longer than three words it is a sentence, not a name.
const MAX_NAME_WORDS = 3;

/**
 * Whether a whole query reads as a product name rather than words about a person: one to three words, none of
 * them an everyday filler ('my', 'feel', 'not'), at least one of them with letters ('Lactaid', 'Axid AR').
 */
export function looksLikeName(query: string): boolean {
  const words = normaliseText(query).split(' ').filter(Boolean);
  return (
    words.length > 0 &&
    words.length <= MAX_NAME_WORDS &&
    words.some((w) => /[a-z]/.test(w)) &&
    !words.some((w) => isFillerWord(w))
  );
}

/** An ingredient name as it reads inside a sentence: 'Acetaminophen' is 'acetaminophen', 'DHEA' stays. */
export const inSentence = (name: string): string =>
  /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
