import { normaliseText } from '@otc/safety-engine';
import { nameDistance } from '@otc/safety-engine';
import { editDistance, typoBudget } from './fuzzy.js';

export type TermKind = 'symptom' | 'product';

export interface TermEntry {
  kind: TermKind;
  /** Symptom id, or the product ids a name stands for. */
  ids: string[];
}

export interface ExtractedTerm {
  kind: TermKind;
  ids: string[];
  /** The words of the text that matched. */
  text: string;
  /** False when the words matched only with a typo allowance. */
  exact: boolean;
  negated: boolean;
}

export interface Extraction {
  terms: ExtractedTerm[];
  /** Content words that matched nothing (used for confidence). */
  unmatchedWords: string[];
}

const MAX_PHRASE = 5;

// Words that carry no symptom: never fuzzy-matched, never counted against confidence.
const FILLER = new Set(
  'a an the i im ive id me my mine we our you your it its is am are was were be been being have has had having do does did doing and or of to in on at for with from by since this that these those there here very really so too bit little lot lots some any all just also still now today tonight yesterday morning evening night since week weeks day days hour hours got get getting feel feeling feels like kind sort keep keeps kept started start starting since ago after before when while what which who how why can could would should will may might please help need want something anything bad badly terrible awful mild severe slight pretty quite'.split(
    ' ',
  ),
);

// A negation cue covers the words after it until a clause ends ("a cough but no fever or chills").
const NEGATION_CUES = new Set([
  'no',
  'not',
  'without',
  'never',
  'dont',
  'doesnt',
  'didnt',
  'havent',
  'hasnt',
  'aint',
  'nor',
  'denies',
  'deny',
  'free',
]);
const CLAUSE_ENDS = new Set(['but', 'however', 'though', 'although', 'yet', 'except', 'besides', 'instead']);
// "and" ends a negation when a new clause starts after it ("no fever and my nose is stuffy").
const CLAUSE_STARTERS = new Set([
  'i',
  'im',
  'ive',
  'my',
  'it',
  'its',
  'the',
  'have',
  'has',
  'got',
  'there',
  'theres',
  'also',
]);

// Words that glue a phrase together without changing it ("my nose is stuffed up" means "nose stuffed up").
// They are dropped from both the vocabulary and the text before phrases are compared.
const GLUE = new Set(
  'is are was were am be been being my a an the its it i im ive me so very really quite pretty bit little kinda all totally completely still just got getting gets feel feels feeling felt have has had having'.split(
    ' ',
  ),
);

/** The form a vocabulary phrase is compared in: normalised, glue words removed. */
export const phraseKey = (phrase: string): string =>
  normaliseText(phrase)
    .split(' ')
    .filter((w) => w && !GLUE.has(w))
    .join(' ');

interface Token {
  word: string;
  /** A punctuation mark ended the clause right after this word. */
  clauseEndsAfter: boolean;
}

function tokenise(text: string): Token[] {
  const words: Token[] = [];
  for (const chunk of text.toLowerCase().split(/(?=[.,;:!?\n])|(?<=[.,;:!?\n])/)) {
    if (/^[.,;:!?\n]$/.test(chunk)) {
      if (words.length > 0) words[words.length - 1]!.clauseEndsAfter = true;
      continue;
    }
    for (const word of normaliseText(chunk).split(' ').filter(Boolean)) words.push({ word, clauseEndsAfter: false });
  }
  // "and" followed by a new clause ("no fever and my nose is stuffy") ends the clause like a comma.
  const tokens: Token[] = [];
  words.forEach((token, i) => {
    if (token.word === 'and' && CLAUSE_STARTERS.has(words[i + 1]?.word ?? '')) {
      if (tokens.length > 0) tokens[tokens.length - 1]!.clauseEndsAfter = true;
    } else if (GLUE.has(token.word)) {
      if (token.clauseEndsAfter && tokens.length > 0) tokens[tokens.length - 1]!.clauseEndsAfter = true;
    } else tokens.push(token);
  });
  return tokens;
}

/** The symptom and product vocabulary, looked up by exact phrase and, failing that, with a typo allowance. */
export class TermIndex {
  private readonly exact = new Map<string, TermEntry>();
  private readonly byWordCount = new Map<number, { phrase: string; entry: TermEntry }[]>();

  constructor(entries: { phrase: string; entry: TermEntry }[]) {
    for (const { phrase, entry } of entries) {
      const key = phraseKey(phrase);
      if (!key || this.exact.has(key)) continue;
      this.exact.set(key, entry);
      const count = key.split(' ').length;
      const list = this.byWordCount.get(count) ?? [];
      list.push({ phrase: key, entry });
      this.byWordCount.set(count, list);
    }
  }

  /** Exact look-up of a phrase already in key form (see phraseKey). */
  lookup(phrase: string): TermEntry | undefined {
    return this.exact.get(phrase);
  }

  /** The closest phrase of the same word count within the typo budget, or undefined. */
  lookupFuzzy(phrase: string): TermEntry | undefined {
    const words = phrase.split(' ');
    if (words.some((w) => FILLER.has(w))) return undefined;
    const letters = phrase.replace(/ /g, '').length;
    if (typoBudget(letters) === 0) return undefined;
    let best: { distance: number; entry: TermEntry } | undefined;
    for (const candidate of this.byWordCount.get(words.length) ?? []) {
      // A product name is read as the name index reads it ('alive' is not 'Aleve', 'zyrtek' is 'Zyrtec').
      if (candidate.entry.kind === 'product') {
        const distance = nameDistance(phrase, candidate.phrase);
        if (distance < Infinity && (!best || distance < best.distance)) best = { distance, entry: candidate.entry };
        continue;
      }
      const budget = typoBudget(letters);
      if (candidate.phrase[0] !== phrase[0] && budget < 2) continue;
      const distance = editDistance(phrase, candidate.phrase, budget);
      if (distance <= budget && (!best || distance < best.distance)) best = { distance, entry: candidate.entry };
    }
    return best?.entry;
  }

  /**
   * Every symptom and product named in the text, longest phrase first and without overlaps, exact matches
   * before typo-tolerant ones; with `negation`, terms under a negation cue are marked negated.
   */
  extract(text: string, options: { negation: boolean }): Extraction {
    const tokens = tokenise(text);
    const terms: ExtractedTerm[] = [];
    const unmatchedWords: string[] = [];
    let negated = false;
    let i = 0;
    while (i < tokens.length) {
      const word = tokens[i]!.word;
      if (options.negation && NEGATION_CUES.has(word)) {
        negated = true;
        i++;
        continue;
      }
      if (CLAUSE_ENDS.has(word)) negated = false;
      const match = this.matchAt(tokens, i);
      if (match) {
        terms.push({ ...match.term, negated: options.negation && negated });
        i += match.length;
      } else {
        if (!FILLER.has(word) && !CLAUSE_ENDS.has(word) && word !== 'and' && !/^\d+$/.test(word))
          unmatchedWords.push(word);
        i++;
      }
      if (tokens[i - 1]?.clauseEndsAfter) negated = false;
    }
    return { terms, unmatchedWords };
  }

  private matchAt(
    tokens: Token[],
    start: number,
  ): { term: Omit<ExtractedTerm, 'negated'>; length: number } | undefined {
    const limit = Math.min(MAX_PHRASE, tokens.length - start);
    // A phrase may not run across a clause boundary.
    let reach = 0;
    while (reach < limit && (reach === 0 || !tokens[start + reach - 1]!.clauseEndsAfter)) reach++;
    for (const fuzzy of [false, true]) {
      for (let length = reach; length > 0; length--) {
        const phrase = tokens
          .slice(start, start + length)
          .map((t) => t.word)
          .join(' ');
        const entry = fuzzy ? this.lookupFuzzy(phrase) : this.lookup(phrase);
        if (entry) return { term: { kind: entry.kind, ids: entry.ids, text: phrase, exact: !fuzzy }, length };
      }
    }
    return undefined;
  }
}
