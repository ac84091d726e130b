import { normaliseText } from '@otc/safety-engine';
import { nameKeyDistance, nameKeyOf, type NameKey } from '@otc/safety-engine';
import { editDistance, typoBudget } from '../../catalogue/index.js';
import type { SitePair, SiteSensationMatcher } from './site-sensation.js';

type TermKind = 'symptom' | 'product';

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

// Words that carry no symptom: never fuzzy-matched, never counted against confidence.
const FILLER = new Set(
  'a an the i im ive id me my mine we our you your it its is am are was were be been being have has had having do does did doing and or of to in on at for with from by since this that these those there here very really so too bit little lot lots some any all just also still now today tonight yesterday morning evening night since week weeks day days hour hours got get getting feel feeling feels like kind sort keep keeps kept started start starting since ago after before when while what which who how why can could would should will may might please help need want something anything bad badly terrible awful mild severe slight pretty quite de del la el los las en mi mis un una y o con por para muy mucho tengo tiene estoy'.split(
    ' ',
  ),
);

/** A word that carries no meaning of its own here ('my', 'feel', 'please'): never part of a name. */
export const isFillerWord = (word: string): boolean => FILLER.has(word) || NEGATION_CUES.has(word);

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
  'sin',
]);
// With the Spanish "pero", "aunque", "sino" ("no tengo fiebre pero tengo tos").
const CLAUSE_ENDS = new Set([
  'but',
  'however',
  'though',
  'although',
  'yet',
  'except',
  'besides',
  'instead',
  'pero',
  'aunque',
  'sino',
]);
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

// Accents are optional in what people type: "estómago" is "estomago" (not "est mago").
const foldAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The form a vocabulary phrase is compared in: normalised, accents folded, glue words removed. */
export const phraseKey = (phrase: string): string =>
  normaliseText(foldAccents(phrase))
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
  for (const chunk of foldAccents(text)
    .toLowerCase()
    .split(/(?=[.,;:!?\n])|(?<=[.,;:!?\n])/)) {
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

/** Whether a word starts a negation ("no", "without", "sin"). */
export const isNegationCue = (word: string): boolean => NEGATION_CUES.has(word);

const MAX_FUZZY_WORDS = 4;

const push = (map: Map<string, number[]>, key: string, position: number) => {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
};

/**
 * The symptom and product vocabulary, looked up by exact phrase and, failing that, with a typo allowance; with a
 * site-sensation matcher, a body site and a sensation in one clause are read together ("my stomach burns").
 */
export class TermIndex {
  private readonly exact = new Map<string, TermEntry>();
  private readonly byWordCount = new Map<number, { phrase: string; entry: TermEntry; name?: NameKey }[]>();
  // Where to look for a near spelling: a typo changes the length by at most the budget (2), and a sound-alike
  // product name is found by how it sounds. Positions in byWordCount, so the earlier entry still wins a tie.
  private readonly byLength = new Map<string, number[]>();
  private readonly bySound = new Map<string, number[]>();
  /** The most words in one phrase: a product's full name ("Vicks DayQuil Severe Cold & Flu LiquiCaps") must win
   * over a shorter name inside it, so no phrase is cut short. */
  private longest = 1;

  constructor(
    entries: { phrase: string; entry: TermEntry }[],
    private readonly sites?: SiteSensationMatcher,
  ) {
    for (const { phrase, entry } of entries) {
      const key = phraseKey(phrase);
      if (!key || this.exact.has(key)) continue;
      this.exact.set(key, entry);
      const count = key.split(' ').length;
      this.longest = Math.max(this.longest, count);
      const list = this.byWordCount.get(count) ?? [];
      // A product name's spelling is made ready for the name comparison once, here, not on every look-up.
      const name = entry.kind === 'product' ? nameKeyOf(key) : undefined;
      const position = list.push({ phrase: key, entry, name }) - 1;
      this.byWordCount.set(count, list);
      push(this.byLength, `${count}:${key.length}`, position);
      if (name) push(this.bySound, `${count}:${name.sound}`, position);
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
    const list = this.byWordCount.get(words.length) ?? [];
    const typed = nameKeyOf(phrase);
    const positions = new Set(this.bySound.get(`${words.length}:${typed.sound}`) ?? []);
    for (let length = phrase.length - 2; length <= phrase.length + 2; length++)
      for (const position of this.byLength.get(`${words.length}:${length}`) ?? []) positions.add(position);
    let best: { distance: number; position: number } | undefined;
    for (const position of positions) {
      const candidate = list[position]!;
      let distance: number;
      // A product name is read as the name index reads it ('alive' is not 'Aleve', 'zyrtek' is 'Zyrtec').
      if (candidate.name) distance = nameKeyDistance(typed, candidate.name);
      else {
        const budget = typoBudget(letters);
        if (candidate.phrase[0] !== phrase[0] && budget < 2) continue;
        distance = editDistance(phrase, candidate.phrase, budget);
        if (distance > budget) continue;
      }
      if (distance === Infinity) continue;
      if (!best || distance < best.distance || (distance === best.distance && position < best.position))
        best = { distance, position };
    }
    return best ? list[best.position]!.entry : undefined;
  }

  /**
   * Every symptom and product named in the text, longest phrase first and without overlaps, exact matches
   * before typo-tolerant ones; with `negation`, terms under a negation cue are marked negated. A body site and a
   * sensation read together win over the sensation word alone ("burns" is not a skin burn in "my stomach burns");
   * a written phrase holding both words ("dolor de cabeza") wins over the pair.
   */
  extract(text: string, options: { negation: boolean }): Extraction {
    const tokens = tokenise(text);
    const inProductNames = this.productNameWords(tokens);
    // A site word inside a product's name ("salicylic acid", "Bayer Back & Body") is part of the name, not a site.
    const pending = new Set<SitePair>(
      (this.sites?.pairs(tokens) ?? []).filter((p) => !inProductNames.has(p.site) && !inProductNames.has(p.sensation)),
    );
    const consumed = new Set<number>();
    const terms: ExtractedTerm[] = [];
    const unmatchedWords: string[] = [];
    let negated = false;
    let i = 0;
    // A phrase may hold both words of a pending pair (it then replaces the pair) or neither, never one alone.
    const allowed = (start: number, length: number, fuzzy: boolean) => {
      for (let k = start; k < start + length; k++) if (consumed.has(k)) return false;
      for (const pair of pending) {
        const holds = [pair.site, pair.sensation].filter((k) => k >= start && k < start + length).length;
        if (holds === 1 || (holds === 2 && fuzzy)) return false;
      }
      return true;
    };
    const take = (match: { term: Omit<ExtractedTerm, 'negated'>; length: number }, isNegated: boolean) => {
      for (const pair of pending) if (pair.site >= i && pair.site < i + match.length) pending.delete(pair);
      terms.push({ ...match.term, negated: options.negation && isNegated });
      i += match.length;
    };
    while (i < tokens.length) {
      const word = tokens[i]!.word;
      if (consumed.has(i)) {
        // A sensation already read with another site is not read again.
        for (const pair of pending) if (pair.site === i || pair.sensation === i) pending.delete(pair);
        i++;
      } else if (options.negation && NEGATION_CUES.has(word)) {
        // A written phrase may start with a cue ("no puedo dormir" is insomnia, not a negation).
        const phrase = this.matchAt(tokens, i, false, allowed);
        if (phrase && phrase.length > 1) take(phrase, negated);
        else {
          negated = true;
          i++;
          continue;
        }
      } else {
        if (CLAUSE_ENDS.has(word)) negated = false;
        const pair = [...pending].find((p) => Math.min(p.site, p.sensation) === i);
        const match =
          this.matchAt(tokens, i, false, allowed) ?? (pair ? undefined : this.matchAt(tokens, i, true, allowed));
        if (match) take(match, negated);
        else if (pair) {
          pending.delete(pair);
          const other = Math.max(pair.site, pair.sensation);
          consumed.add(other);
          terms.push({
            kind: 'symptom',
            ids: [pair.symptomId],
            text: `${tokens[i]!.word} ${tokens[other]!.word}`,
            exact: true,
            negated: options.negation && (negated || pair.negatedBetween),
          });
          i++;
        } else {
          if (!FILLER.has(word) && !CLAUSE_ENDS.has(word) && word !== 'and' && !/^\d+$/.test(word))
            unmatchedWords.push(word);
          i++;
        }
      }
      if (tokens[i - 1]?.clauseEndsAfter) negated = false;
    }
    return { terms, unmatchedWords };
  }

  /** The positions of the words that make up a product name of two words or more, written exactly. */
  private productNameWords(tokens: Token[]): Set<number> {
    const inside = new Set<number>();
    for (let start = 0; start < tokens.length; start++)
      for (let length = Math.min(this.longest, tokens.length - start); length > 1; length--) {
        const phrase = tokens
          .slice(start, start + length)
          .map((t) => t.word)
          .join(' ');
        if (this.exact.get(phrase)?.kind !== 'product') continue;
        for (let k = start; k < start + length; k++) inside.add(k);
        break;
      }
    return inside;
  }

  private matchAt(
    tokens: Token[],
    start: number,
    fuzzy: boolean,
    allowed: (start: number, length: number, fuzzy: boolean) => boolean,
  ): { term: Omit<ExtractedTerm, 'negated'>; length: number } | undefined {
    const limit = Math.min(this.longest, tokens.length - start);
    // A phrase may not run across a clause boundary.
    let reach = 0;
    while (reach < limit && (reach === 0 || !tokens[start + reach - 1]!.clauseEndsAfter)) reach++;
    for (let length = reach; length > 0; length--) {
      // A typo is looked for in phrases of a few words only: the cost grows with every longer window, and a long
      // product name is typed in full (or found by its shorter names) far more often than misspelt whole.
      if (fuzzy && length > MAX_FUZZY_WORDS) continue;
      if (!allowed(start, length, fuzzy)) continue;
      const phrase = tokens
        .slice(start, start + length)
        .map((t) => t.word)
        .join(' ');
      const entry = fuzzy ? this.lookupFuzzy(phrase) : this.lookup(phrase);
      if (entry) return { term: { kind: entry.kind, ids: entry.ids, text: phrase, exact: !fuzzy }, length };
    }
    return undefined;
  }
}
