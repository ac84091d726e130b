import { isChildrensProduct } from './child-mention.js';
import {
  hasQuality,
  lastsAtLeast,
  QUALITY_LABELS,
  QUALITY_PATTERNS,
  readLasting,
  type KindReferent,
  type ProductQuality,
  type QualityFacts,
} from './product-kinds.js';

/**
 * Product constraints in a query: what the shopper wants the medicine to be or not to be ("cold medicine
 * without acetaminophen", "non-drowsy", "caffeine-free", "for kids", "liquid"). Pure: the vocabulary comes in.
 */

type ProductForm = 'liquid' | 'spray' | 'chewable' | 'gel' | 'cream' | 'powder' | 'eye-drops' | 'pill';

export type ProductConstraint =
  | { kind: 'without'; ingredientIds: string[]; classIds: string[]; name: string }
  | { kind: 'non-drowsy' }
  | { kind: 'for-children' }
  | { kind: 'form'; form: ProductForm }
  /** The kind of product named ("stool softener"): it holds an ingredient of the class. */
  | { kind: 'of-kind'; classIds: string[]; name: string }
  | { kind: 'quality'; quality: ProductQuality }
  /** "Lasts 12 hours": a dose lasts at least this long by its directions or its name. */
  | { kind: 'lasts'; hours: number };

/** A substance a shopper may rule out: one ingredient or one class (a brand of one ingredient counts). */
export interface SubstanceReferent {
  ingredientIds: string[];
  classIds: string[];
  /** Shown to the shopper ("Without acetaminophen"). */
  name: string;
}

export interface ConstraintVocabulary {
  /** Normalised phrase ("tylenol", "nsaids") -> what it names. */
  substances: ReadonlyMap<string, SubstanceReferent>;
  /** Normalised class word ("stool softener", "painkillers") -> the class it names, for the kinds people ask for. */
  kinds?: ReadonlyMap<string, KindReferent>;
}

export interface ConstraintReading {
  constraints: ProductConstraint[];
  /** The text with the constraint words blanked out (punctuation kept), for the symptom reader. */
  rest: string;
}

/** What the page shows for a constraint (ConstraintDto). */
export interface ConstraintView {
  code: string;
  label: string;
}

const MAX_SUBSTANCE_WORDS = 4;
// Words that rule out what follows ("no tylenol", "without aspirin", "not ibuprofen", "avoid nsaids").
const EXCLUDING_CUES = new Set([
  'no',
  'not',
  'without',
  'non',
  'avoid',
  'avoiding',
  'except',
  'minus',
  'isnt',
  'arent',
]);

// "Won't make me sleepy" and its kin; matched on lower-cased text with apostrophes dropped.
const WHO = '(?:me|you|him|her|them|us|my \\w+|the \\w+|someone|anyone|people)';
const SLEEPY = '(?:sleepy|drowsy|tired|sleep|drowsiness|sleepiness)';
const NON_DROWSY = [
  new RegExp(`\\bnon ?drowsy\\b`, 'g'),
  new RegExp(
    `\\b(?:that |which |it )?(?:wont|will not|doesnt|does not|dont|do not|wouldnt|would not|shouldnt|cant|not) (?:make|makes|making|cause|causes|put) (?:${WHO} )?(?:feel )?${SLEEPY}(?: to sleep)?\\b`,
    'g',
  ),
  new RegExp(`\\b(?:not|no|without|never) (?:drowsy|drowsiness|sleepy|sleepiness|making ${WHO} ${SLEEPY})\\b`, 'g'),
  new RegExp(`\\bdrowsiness free\\b`, 'g'),
  // Daytime formulas are the ones without the sedating antihistamine.
  new RegExp(`\\bday ?time\\b`, 'g'),
  // The drowsiness warning is about driving: "use caution when driving a motor vehicle or operating machinery".
  new RegExp(
    `\\b(?:before|while|when|then|and|and still|so i can|can still|to) (?:i )?(?:drive|driving|operate machinery|operating machinery)\\b`,
    'g',
  ),
];

const FOR_CHILDREN = [
  /\bfor (?:my |a |the |our |your |little )?(?:kids?|children|child|toddlers?|little ones?)\b/g,
  /\b(?:childrens|kids|childs|pediatric|paediatric)\b/g,
];

const FORMS: { form: ProductForm; pattern: RegExp }[] = [
  // "Liquid gels" are capsules, not a liquid.
  { form: 'liquid', pattern: /\b(?:liquid|liquids|syrup|syrups|elixir)\b(?! ?(?:gels?|caps|capsules|softgels?))/g },
  { form: 'spray', pattern: /\b(?:spray|sprays)\b/g },
  { form: 'chewable', pattern: /\b(?:chewable|chewables|chewy|chews)\b/g },
  { form: 'gel', pattern: /(?<!liqui |liquid |soft )\bgel\b/g },
  { form: 'cream', pattern: /\b(?:cream|creams)\b/g },
  { form: 'powder', pattern: /\b(?:powder|powders)\b/g },
  { form: 'eye-drops', pattern: /\beye ?drops?\b/g },
  { form: 'pill', pattern: /\b(?:pill|pills|tablet|tablets|caplet|caplets|capsule|capsules)\b/g },
];

/**
 * The text as look-up keys have it (lower case, apostrophes dropped, other marks as single spaces) and, for each
 * of its characters, the offset of the character it came from, so a match can be blanked in the original.
 */
function normaliseWithOffsets(text: string): { lower: string; origin: number[] } {
  let lower = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '’') continue;
    if (/[a-z0-9]/i.test(c)) {
      lower += c.toLowerCase();
      origin.push(i);
    } else if (lower.length > 0 && !lower.endsWith(' ')) {
      lower += ' ';
      origin.push(i);
    }
  }
  return { lower, origin };
}

/**
 * The constraints the text states and the text without their words. `protectedPhrases` (normalised product
 * names found in the text, e.g. "childrens tylenol", "mucinex fast max liquid") keep their words for the
 * product reader; a form or a child word inside one still counts as a constraint.
 */
export function readConstraints(
  text: string,
  vocabulary: ConstraintVocabulary,
  protectedPhrases: readonly string[] = [],
): ConstraintReading {
  const { lower, origin } = normaliseWithOffsets(text);
  const blanked: [number, number][] = [];
  const constraints: ProductConstraint[] = [];
  const protectedSpans = spansOf(lower, protectedPhrases);
  const isProtected = (start: number, end: number) => protectedSpans.some(([s, e]) => start < e && end > s);
  const take = (start: number, end: number) => {
    if (!isProtected(start, end)) blanked.push([start, end]);
  };

  for (const pattern of NON_DROWSY)
    for (const m of lower.matchAll(pattern)) {
      add(constraints, { kind: 'non-drowsy' });
      take(m.index, m.index + m[0].length);
    }
  for (const { start, end, referent } of ruledOut(lower, vocabulary)) {
    if (overlaps(blanked, start, end)) continue;
    add(constraints, { kind: 'without', ...referent });
    take(start, end);
  }
  for (const { start, end, referent } of namedKinds(lower, vocabulary)) {
    if (overlaps(blanked, start, end) || isProtected(start, end)) continue;
    add(constraints, { kind: 'of-kind', ...referent });
    take(start, end);
  }
  for (const { quality, pattern } of QUALITY_PATTERNS)
    for (const m of lower.matchAll(pattern)) {
      add(constraints, { kind: 'quality', quality });
      take(m.index, m.index + m[0].length);
    }
  for (const { hours, start, end } of readLasting(lower)) {
    add(constraints, { kind: 'lasts', hours });
    take(start, end);
  }
  for (const pattern of FOR_CHILDREN)
    for (const m of lower.matchAll(pattern)) {
      add(constraints, { kind: 'for-children' });
      take(m.index, m.index + m[0].length);
    }
  for (const { form, pattern } of FORMS)
    for (const m of lower.matchAll(pattern)) {
      add(constraints, { kind: 'form', form });
      take(m.index, m.index + m[0].length);
    }

  let rest = text;
  for (const [start, end] of blanked) {
    const [from, to] = [origin[start]!, origin[end - 1]! + 1];
    rest = rest.slice(0, from) + ' '.repeat(to - from) + rest.slice(to);
  }
  return { constraints, rest };
}

/** Whether a medication meets a constraint; `facts` says what the content knows about it. */
export interface ProductFacts extends QualityFacts {
  /** The product's own name first, then the other names its formulation is sold under (same form). */
  names: string[];
  ingredientIds: string[];
  /** Every class (and ancestor class) of every ingredient. */
  classIds: string[];
  /** An ingredient causes drowsiness (its class is a CNS depressant) in a swallowed product. */
  causesDrowsiness: boolean;
  /** Strengths given per mL (a swallowed liquid). */
  measuredInMl: boolean;
  localUse: boolean;
  /** Holds a sedating (CNS-depressant) ingredient, whatever the route. */
  sedatingIngredient?: boolean;
  /** Made for the eye (its class name or its name says so). */
  forEye?: boolean;
}

export function meetsConstraints(facts: ProductFacts, constraints: readonly ProductConstraint[]): boolean {
  const words = facts.names.map(
    (n) =>
      ` ${n
        .toLowerCase()
        .replace(/['’]/g, '')
        .replace(/[^a-z0-9]+/g, ' ')} `,
  );
  const named = (pattern: RegExp) => words.some((w) => pattern.test(w));
  const forms = constraints.flatMap((c) => (c.kind === 'form' ? [c.form] : []));
  // Several forms asked for ("liquid or chewable") is either of them.
  if (forms.length > 0 && !forms.some((form) => hasForm(facts, form, named))) return false;
  return constraints.every((c) => {
    switch (c.kind) {
      case 'without':
        return (
          !c.ingredientIds.some((id) => facts.ingredientIds.includes(id)) &&
          !c.classIds.some((id) => facts.classIds.includes(id))
        );
      case 'non-drowsy':
        // A sedating ingredient on the skin still counts: its label says not to use it with the same medicine by mouth.
        return !facts.causesDrowsiness && facts.sedatingIngredient !== true;
      case 'for-children':
        // Its own name only: a children's strength is its own product, whatever else shares its names.
        return isChildrensProduct(facts.names[0] ?? '');
      case 'form':
        return true;
      case 'of-kind':
        return c.classIds.some((id) => facts.classIds.includes(id));
      case 'quality':
        return hasQuality(facts, c.quality);
      case 'lasts':
        return lastsAtLeast(facts, c.hours);
    }
  });
}

function hasForm(facts: ProductFacts, form: ProductForm, named: (pattern: RegExp) => boolean): boolean {
  switch (form) {
    case 'liquid':
      return (
        !facts.localUse &&
        ((named(/ (liquid|syrup|suspension|elixir|solution)(?! (gels?|caps|capsules|softgels?) )/) &&
          !named(/ (spray|drops) /)) ||
          facts.measuredInMl)
      );
    case 'spray':
      return named(/ (spray|sprays|mist) /);
    case 'chewable':
      return named(/ (chewable|chewables|chews|chewy) /);
    case 'gel':
      return named(/ gel /) && !named(/ (liqui|liquid|soft) gel /);
    case 'cream':
      return named(/ cream /);
    case 'powder':
      return named(/ powders? /);
    case 'eye-drops':
      return facts.forEye === true;
    case 'pill':
      return (
        !facts.localUse &&
        !facts.measuredInMl &&
        !named(/ (liquid|syrup|suspension|elixir|solution|powder|powders|chewable|chewables|chews|gummies|spray) /)
      );
  }
}

export function constraintView(c: ProductConstraint): ConstraintView {
  switch (c.kind) {
    case 'without':
      return {
        code: `without:${[...c.ingredientIds, ...c.classIds].join('+')}`,
        label: `Without ${inSentence(c.name)}`,
      };
    case 'non-drowsy':
      return { code: 'non-drowsy', label: 'Non-drowsy' };
    case 'for-children':
      return { code: 'for-children', label: 'For children' };
    case 'form':
      return { code: `form:${c.form}`, label: c.form[0]!.toUpperCase() + c.form.slice(1).replace('-', ' ') };
    case 'of-kind':
      return { code: `kind:${c.classIds.join('+')}`, label: c.name };
    case 'quality':
      return { code: c.quality, label: QUALITY_LABELS[c.quality] };
    case 'lasts':
      return { code: `lasts:${c.hours}h`, label: `Lasts ${c.hours} hours` };
  }
}

// "Acetaminophen" reads "acetaminophen" mid-sentence; "NSAIDs" stays as it is.
const inSentence = (name: string): string => (/^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name);

/** A stable key for the constraints (the search cache keys on it). */
export const constraintsKey = (constraints: readonly ProductConstraint[]): string[] =>
  constraints.map((c) => constraintView(c).code).sort();

// --- helpers ---

function add(list: ProductConstraint[], constraint: ProductConstraint): void {
  const code = constraintView(constraint).code;
  if (!list.some((c) => constraintView(c).code === code)) list.push(constraint);
}

function overlaps(spans: [number, number][], start: number, end: number): boolean {
  return spans.some(([s, e]) => start < e && end > s);
}

function spansOf(lower: string, phrases: readonly string[]): [number, number][] {
  const words = wordsWithOffsets(lower);
  const spans: [number, number][] = [];
  for (const phrase of phrases) {
    const target = phrase.split(' ');
    for (let i = 0; i + target.length <= words.length; i++)
      if (target.every((w, j) => words[i + j]!.word === w))
        spans.push([words[i]!.start, words[i + target.length - 1]!.end]);
  }
  return spans;
}

interface Word {
  word: string;
  start: number;
  end: number;
}

function wordsWithOffsets(lower: string): Word[] {
  return [...lower.matchAll(/[a-z0-9]+/g)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
}

/** Class words ("stool softener", "painkillers"), longest first; those after an excluding cue are ruled out instead. */
function namedKinds(
  lower: string,
  vocabulary: ConstraintVocabulary,
): { start: number; end: number; referent: KindReferent }[] {
  const kinds = vocabulary.kinds;
  if (!kinds || kinds.size === 0) return [];
  const words = wordsWithOffsets(lower);
  const found: { start: number; end: number; referent: KindReferent }[] = [];
  for (let i = 0; i < words.length; i++)
    for (let n = Math.min(MAX_SUBSTANCE_WORDS, words.length - i); n > 0; n--) {
      const phrase = words
        .slice(i, i + n)
        .map((w) => w.word)
        .join(' ');
      const referent = kinds.get(phrase);
      if (referent) {
        found.push({ start: words[i]!.start, end: words[i + n - 1]!.end, referent });
        i += n - 1;
        break;
      }
    }
  return found;
}

/** "no tylenol (in it)", "without any aspirin", "not ibuprofen", "caffeine-free", "free of dyes". */
function ruledOut(
  lower: string,
  vocabulary: ConstraintVocabulary,
): { start: number; end: number; referent: SubstanceReferent }[] {
  const words = wordsWithOffsets(lower);
  const found: { start: number; end: number; referent: SubstanceReferent }[] = [];
  const longest = (from: number): { referent: SubstanceReferent; next: number } | undefined => {
    for (let n = Math.min(MAX_SUBSTANCE_WORDS, words.length - from); n > 0; n--) {
      const phrase = words
        .slice(from, from + n)
        .map((w) => w.word)
        .join(' ');
      const referent = vocabulary.substances.get(phrase);
      if (referent) return { referent, next: from + n };
    }
    return undefined;
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.word;
    const cue = EXCLUDING_CUES.has(word) || (word === 'free' && words[i + 1]?.word === 'of');
    if (cue) {
      let from = i + (word === 'free' ? 2 : 1);
      if (['any', 'more', 'a', 'an'].includes(words[from]?.word ?? '')) from++;
      const hit = longest(from);
      if (hit) {
        let last = hit.next - 1;
        // "no tylenol in it" / "without aspirin in them"
        if (words[hit.next]?.word === 'in' && ['it', 'them', 'there'].includes(words[hit.next + 1]?.word ?? ''))
          last = hit.next + 1;
        found.push({ start: words[i]!.start, end: words[last]!.end, referent: hit.referent });
        i = last;
        continue;
      }
    }
    const hit = longest(i);
    if (hit && words[hit.next]?.word === 'free') {
      found.push({ start: words[i]!.start, end: words[hit.next]!.end, referent: hit.referent });
      i = hit.next;
    }
  }
  return found;
}
