import type { Lexicon } from '@otc/formulary';

/** A body site and a sensation read together: the token positions of both and the symptom they mean. */
export interface SitePair {
  site: number;
  sensation: number;
  symptomId: string;
  /** A negation cue stands between the two words ("my stomach doesn't burn"). */
  negatedBetween: boolean;
}

/** A word of the text as the matcher sees it, after the term index's tokenising. */
export interface PairToken {
  word: string;
  clauseEndsAfter: boolean;
}

// Words that may stand between a site and its sensation without breaking the pair: "a burning feeling in my
// stomach", "pain in my lower back", "blocked up nose", "my eyes won't stop itching", "me duele mucho la cabeza".
// Anything else ("pain spreading to my arm") keeps them apart, so a description of an emergency is not read as a
// muscle ache.
const BETWEEN = new Set(
  'a an in on at of to up around wont stop keep keeps does do did really always sometimes kind sort feeling feel feels sensation lower upper left right both whole entire de del la el los las en mi mis me te le mucho muy tanto'.split(
    ' ',
  ),
);

const foldWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '');

/**
 * Reads meaning from a body site and a sensation together ("my stomach burns" is heartburn, "burned my hand" a
 * minor burn, "my head is killing me" a headache), using the lexicon's sites, sensations and what each site
 * means with each sensation. A pair needs both words in one clause with only small words between them.
 */
export class SiteSensationMatcher {
  private readonly sensationOf = new Map<string, string>();
  private readonly siteOf = new Map<string, Map<string, string>>();

  constructor(
    lexicon: Pick<Lexicon, 'sensations' | 'sites'>,
    private readonly isNegationCue: (word: string) => boolean = () => false,
  ) {
    for (const s of lexicon.sensations) for (const w of s.words) this.sensationOf.set(foldWord(w), s.id);
    for (const site of lexicon.sites) {
      const feels = new Map(Object.entries(site.feels));
      for (const w of site.words) this.siteOf.set(foldWord(w), feels);
    }
  }

  /** Each body site in the text paired with the nearest sensation it has a meaning for. */
  pairs(tokens: readonly PairToken[]): SitePair[] {
    const found: SitePair[] = [];
    tokens.forEach((token, site) => {
      const feels = this.siteOf.get(token.word);
      if (!feels) return;
      let best: SitePair | undefined;
      for (const direction of [1, -1]) {
        let negatedBetween = false;
        for (let j = site + direction; j >= 0 && j < tokens.length; j += direction) {
          // A clause ends after the earlier of the two words.
          if (tokens[Math.min(j, j - direction)]!.clauseEndsAfter) break;
          const symptomId = feels.get(this.sensationOf.get(tokens[j]!.word) ?? '');
          if (symptomId) {
            const candidate = { site, sensation: j, symptomId, negatedBetween };
            if (!best || Math.abs(j - site) < Math.abs(best.sensation - site)) best = candidate;
            break;
          }
          if (this.isNegationCue(tokens[j]!.word)) negatedBetween = true;
          else if (!BETWEEN.has(tokens[j]!.word)) break;
        }
      }
      if (best) found.push(best);
    });
    return found;
  }
}
