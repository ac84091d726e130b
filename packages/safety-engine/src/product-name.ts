import { normaliseText } from './text.js';

// Units a strength is written in; "200mg", "200 mg" and "200-mg" read alike, and so do "1,000 IU" and "1000 iu".
const UNITS = new Set(['mg', 'mcg', 'iu', 'ml', 'g', 'units', 'unit', 'percent', 'billion', 'million', 'cfu']);
const UNIT_ALIASES: Record<string, string> = { ug: 'mcg', µg: 'mcg', '%': 'percent', milligrams: 'mg', mgs: 'mg' };

// Words that say what form a product comes in, not which product it is: "fish oil softgels" is fish oil.
const FORM_WORDS = new Set([
  'tablet',
  'tablets',
  'tab',
  'tabs',
  'caplet',
  'caplets',
  'capsule',
  'capsules',
  'cap',
  'caps',
  'softgel',
  'softgels',
  'gelcap',
  'gelcaps',
  'gummy',
  'gummies',
  'pill',
  'pills',
  'supplement',
  'supplements',
  'oral',
  'chewable',
  'chewables',
  'extract',
  'otc',
]);

/** The name as look-up words, with strengths written one way: "Vitamin D3 1,000IU" -> "vitamin d3 1000 iu". */
export function canonicalName(text: string): string {
  const joined = text
    .toLowerCase()
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/(\d)\s*(µg|%)/g, (_, digit: string, unit: string) => `${digit} ${UNIT_ALIASES[unit]}`);
  return normaliseText(joined)
    .replace(/\b(\d+)(mg|mcg|ug|iu|ml|g|mgs)\b/g, '$1 $2')
    .split(' ')
    .map((word) => UNIT_ALIASES[word] ?? word)
    .join(' ');
}

/** A name split into what names the product (words) and the strengths it states (numbers before a unit). */
export interface NameParts {
  base: string;
  strengths: string[];
}

/** "Ibuprofen 200mg tablets" -> base "ibuprofen", strengths ["200"]; form words and units are dropped. */
export function nameParts(text: string): NameParts {
  const words = canonicalName(text).split(' ').filter(Boolean);
  const base: string[] = [];
  const strengths: string[] = [];
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (/^\d+$/.test(word) && (next === undefined || UNITS.has(next))) strengths.push(word);
    else if (UNITS.has(word) && i > 0 && (/^\d+$/.test(words[i - 1] ?? '') || UNITS.has(words[i - 1] ?? ''))) return;
    else if (!FORM_WORDS.has(word)) base.push(word);
  });
  return { base: base.join(' '), strengths };
}

// Store brands and the words they put beside a generic name: "up&up cetirizine 10 mg", "Kirkland Signature
// AllerClear loratadine". Only these may stand beside a generic for the name to mean that generic alone: any other
// word ("cold", "PM", "sinus") may name a combination, and guessing one ingredient there would hide the others.
export const STORE_BRAND_WORDS = new Set([
  'equate',
  'up',
  'kirkland',
  'signature',
  'cvs',
  'health',
  'walgreens',
  'amazon',
  'basic',
  'care',
  'rite',
  'aid',
  'good',
  'neighbor',
  'pharmacy',
  'leader',
  'members',
  'mark',
  'sunmark',
  'topcare',
  'kroger',
  'publix',
  'meijer',
  'heb',
  'target',
  'walmart',
  'costco',
  'dg',
  'generic',
  'store',
  'brand',
  'allerclear',
  'aller',
  'tec',
  'fex',
  'wal',
  'zyr',
  'itin',
  'dryl',
  'mapap',
  'extra',
  'regular',
  'strength',
  'original',
  'relief',
  'non',
  'drowsy',
  'hour',
  'hr',
]);
