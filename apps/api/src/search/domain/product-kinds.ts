/**
 * The kind of product a shopper asks for: a drug class named outright ("stool softener", "painkiller", "antacid")
 * and the qualities people ask of a product ("nighttime", "overnight", "lasts 12 hours", "natural", "gentle on my
 * stomach", "no ID needed"). Pure: the class words come in from the content; each quality is checked against
 * what the content says of the product (its label warnings, directions, summary), never a list of products.
 */

/** A drug class named as the kind of product wanted. */
export interface KindReferent {
  classIds: string[];
  /** Shown to the shopper ("Stool softener"). */
  name: string;
}

export type ProductQuality =
  /** Taken at night: holds a medicine that causes drowsiness (Tylenol PM, NyQuil). */
  | 'nighttime'
  /** The content says it works overnight (senna, bisacodyl). */
  | 'works-overnight'
  /** A dietary supplement, not a drug ("natural sleep aid"). */
  | 'natural'
  /** No stomach ulcer or bleeding warning on it ("gentle on my stomach"). */
  | 'gentle-on-stomach'
  /** On the open shelf: not sold from behind the pharmacy counter with an ID. */
  | 'no-id-needed';

export interface QualityFacts {
  causesDrowsiness: boolean;
  worksOvernight?: boolean;
  /** The longest a dose lasts by its directions (hours), when they say. */
  lastsHours?: number | null;
  supplement?: boolean;
  /** Judged unsafe or cautioned for a person with a stomach ulcer or bleeding. */
  hardOnStomach?: boolean;
  /** The content says it is sold from behind the pharmacy counter. */
  behindTheCounter?: boolean;
}

export const QUALITY_LABELS: Record<ProductQuality, string> = {
  nighttime: 'Nighttime',
  'works-overnight': 'Works overnight',
  natural: 'Natural (supplement)',
  'gentle-on-stomach': 'Gentle on the stomach',
  'no-id-needed': 'No ID needed',
};

// Matched on lower-cased text with apostrophes dropped and other marks as single spaces.
const WHOSE = '(?:the |my |your |his |her |their |a )?';
export const QUALITY_PATTERNS: { quality: ProductQuality; pattern: RegExp }[] = [
  // "At night" is when a symptom happens ("cough at night"), not a product: only the product word counts.
  { quality: 'nighttime', pattern: /\bnight ?time\b/g },
  { quality: 'works-overnight', pattern: /\bover ?night\b/g },
  { quality: 'natural', pattern: /\b(?:all )?(?:natural|herbal)\b/g },
  {
    quality: 'gentle-on-stomach',
    pattern: new RegExp(
      `\\b(?:(?:gentle|easy|easier|kind|gentler) on ${WHOSE}(?:stomach|tummy|gut)|(?:wont|will not|doesnt|does not|dont|do not|not|that wont|that doesnt) (?:upset|hurt|irritate|bother) ${WHOSE}(?:stomach|tummy|gut))\\b`,
      'g',
    ),
  },
  {
    quality: 'no-id-needed',
    // "I'd like" reads "id like": the ID must follow a word that rules it out.
    pattern:
      /\b(?:(?:no|without|dont|do not|not|never|wont|without having)(?: \w+){0,3} (?:an |my |a |photo )?(?:id|ids|identification)(?! (?:like|rather|prefer|love|want))(?: for)?|(?:not|isnt) (?:from |kept )?behind the (?:pharmacy )?counter|off the shelf|on the shelf)\b/g,
  },
];

// "lasts 12 hours", "lasting up to 8 hours", "12 hour" / "24-hour" before the product words.
const LASTS = [
  /\blast(?:s|ing)?(?: for)?(?: up to| about| at least)? (\d{1,2}) ?(?:hours?|hrs?)\b/g,
  /\b(\d{1,2}) ?(?:hour|hr)\b(?! ?(?:ago|before|after|later))/g,
];

export function readLasting(lower: string): { hours: number; start: number; end: number }[] {
  const found: { hours: number; start: number; end: number }[] = [];
  for (const pattern of LASTS)
    for (const m of lower.matchAll(pattern)) {
      const hours = Number(m[1]);
      if (hours >= 4 && hours <= 24) found.push({ hours, start: m.index, end: m.index + m[0].length });
    }
  return found;
}

export function hasQuality(facts: QualityFacts, quality: ProductQuality): boolean {
  switch (quality) {
    case 'nighttime':
      return facts.causesDrowsiness;
    case 'works-overnight':
      return facts.worksOvernight === true;
    case 'natural':
      return facts.supplement === true;
    case 'gentle-on-stomach':
      return facts.hardOnStomach !== true;
    case 'no-id-needed':
      return facts.behindTheCounter !== true;
  }
}

export const lastsAtLeast = (facts: QualityFacts, hours: number): boolean => (facts.lastsHours ?? 0) >= hours;

/**
 * How long a dose lasts by the label's own words: "every 8 to 12 hours" is 12, "once a day" is 24. "No more than
 * 3 in 24 hours" is a daily limit, not a duration, and is not read.
 */
export function doseHoursOf(texts: readonly string[]): number | null {
  let longest: number | null = null;
  const seen = (h: number) => (longest = Math.max(longest ?? 0, h));
  for (const text of texts) {
    const lower = text.toLowerCase();
    for (const m of lower.matchAll(/\bevery (\d{1,2})(?: (?:to|or|-) (\d{1,2}))? ?(?:hours?|hrs?)\b/g))
      seen(Number(m[2] ?? m[1]));
    if (/\b(?:once a day|once daily|every 24 hours|one dose a day)\b/.test(lower)) seen(24);
  }
  return longest;
}

/** "Allegra 12 Hour", "Sudafed 24 Hour", "8 HR Arthritis Pain": the duration its name claims. */
export function namedHoursOf(names: readonly string[]): number | null {
  let longest: number | null = null;
  for (const name of names)
    for (const m of name.toLowerCase().matchAll(/\b(\d{1,2}) ?-?(?:hour|hr|hrs)\b/g))
      longest = Math.max(longest ?? 0, Number(m[1]));
  return longest;
}
