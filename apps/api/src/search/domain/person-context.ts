/**
 * What a query says about the person it is for: age or life stage, pregnancy, breastfeeding, medicines taken and
 * conditions. Pure: the vocabulary (the formulary's medicine and condition names) is passed in.
 *
 * Honest over eager: a word counts only when the text says it of the person ("not pregnant", "kidney beans",
 * "can I take Advil" and "my kid's teacher is pregnant" set nothing).
 */

import { AGE_MAX, AGE_MIN } from '@otc/safety-engine';

type ContextKind = 'age' | 'pregnant' | 'breastfeeding' | 'medicine' | 'condition' | 'allergy';

export interface ContextItem {
  /** Stable across searches, so a person can remove an item by key: 'age', 'pregnant', 'medicine:warfarin'. */
  key: string;
  kind: ContextKind;
  /** What the chip shows: "child (age 4)", "pregnant", "warfarin", "high blood pressure". */
  label: string;
}

export interface PersonContext {
  items: ContextItem[];
  /** The age to judge for, in years (a 2-month-old is 2/12); null when the words give none. */
  age: number | null;
  /** True when `age` stands for a life stage ("my kid") rather than an age the words gave. */
  ageIsStage: boolean;
  isPregnant: boolean;
  isBreastfeeding: boolean;
  /** Medicine phrases as the formulary names them ('warfarin', 'blood thinners'). */
  medicines: string[];
  /** Condition phrases the engine places ('high blood pressure'). */
  conditions: string[];
  /** What the person says they are allergic to, as the formulary names it ('aspirin', 'sulfa'). */
  allergies: string[];
}

export interface ContextVocabulary {
  /** Normalised phrase -> label, for every medicine name the engine knows (ingredient, brand, class). */
  medicines: ReadonlyMap<string, string>;
  /** Normalised phrase -> label, for everything an allergy can name (medicines, classes, allergens). */
  allergens: ReadonlyMap<string, string>;
  /** Normalised phrase -> { id, label }, for every condition name and synonym. */
  conditions: ReadonlyMap<string, { id: string; label: string }>;
  /** Normalised symptom phrases: a symptom being searched for is not a condition of the person. */
  symptoms: ReadonlySet<string>;
}

export const emptyContext = (): PersonContext => ({
  items: [],
  age: null,
  ageIsStage: false,
  isPregnant: false,
  isBreastfeeding: false,
  medicines: [],
  conditions: [],
  allergies: [],
});

const MAX_PHRASE = 6;

const NEGATIONS = new Set([
  'no',
  'not',
  'never',
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'havent',
  'hasnt',
  'without',
  'nor',
  'neither',
]);

// A life stage with no age given is judged at the youngest age it commonly covers: the cautious choice.
const STAGES: Record<string, { stage: string; age: number }> = {
  newborn: { stage: 'baby', age: 0 },
  baby: { stage: 'baby', age: 0 },
  babies: { stage: 'baby', age: 0 },
  infant: { stage: 'baby', age: 0 },
  toddler: { stage: 'toddler', age: 1 },
  kid: { stage: 'child', age: 2 },
  kids: { stage: 'child', age: 2 },
  child: { stage: 'child', age: 2 },
  children: { stage: 'child', age: 2 },
  son: { stage: 'child', age: 2 },
  daughter: { stage: 'child', age: 2 },
  // Spanish, as many US shoppers write ("mi hijo tiene fiebre"); accents are folded before the look-up.
  hijo: { stage: 'child', age: 2 },
  hija: { stage: 'child', age: 2 },
  hijos: { stage: 'child', age: 2 },
  nino: { stage: 'child', age: 2 },
  nina: { stage: 'child', age: 2 },
  ninos: { stage: 'child', age: 2 },
  bebe: { stage: 'baby', age: 0 },
  bebes: { stage: 'baby', age: 0 },
  teenager: { stage: 'teenager', age: 13 },
  teen: { stage: 'teenager', age: 13 },
  adolescent: { stage: 'teenager', age: 13 },
};
// These only mean a child after "my", "our", "his" or "her" ("son" alone is rare and often a name).
const NEEDS_POSSESSIVE = new Set(['son', 'daughter', 'kid', 'kids', 'hijo', 'hija', 'hijos']);
const POSSESSIVES = new Set(['my', 'our', 'his', 'her', 'their', 'mi', 'mis', 'su', 'sus', 'nuestro', 'nuestra']);
// "baby aspirin", "baby oil": a product, not a baby.
const NOT_A_BABY_AFTER = new Set(['aspirin', 'oil', 'powder', 'shampoo', 'wipes', 'lotion', 'formula', 'teeth']);
const BABY_OF_MOTHER = new Set([
  'expecting',
  'having',
  'nursing',
  'breastfeeding',
  'breastfeed',
  'feeding',
  'pregnant',
]);
// "my kid's teacher": the sentence is about someone else.
const OTHER_PEOPLE = new Set([
  'teacher',
  'teachers',
  'friend',
  'friends',
  'coach',
  'nanny',
  'babysitter',
  'doctor',
  'coworker',
  'colleague',
  'boss',
  'neighbor',
  'neighbour',
  'sister',
  'aunt',
  'cousin',
  'mom',
  'mother',
  'teammate',
  'classmate',
]);

/** Lower-case words with sentence breaks kept as '.'; apostrophes dropped ("kid's" -> "kids", "I'm" -> "im"). */
function tokenise(text: string): string[][] {
  const clauses: string[][] = [];
  for (const sentence of text.toLowerCase().split(/[.;!?\n]+|\bbut\b/)) {
    const words = sentence
      // 'niño' and 'presión' keep their letters ('nino', 'presion') instead of splitting at the accent.
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['’]/g, '')
      .replace(/(\d)([a-z])/g, '$1 $2')
      .replace(/[^a-z0-9,]+/g, ' ')
      .replace(/,/g, ' , ')
      .split(' ')
      .filter(Boolean);
    if (words.length > 0) clauses.push(words);
  }
  return clauses;
}

/** A negation among the few words before position i, within the same comma-free stretch. */
function negatedAt(words: string[], i: number, reach = 4): boolean {
  for (let j = i - 1; j >= Math.max(0, i - reach); j--) {
    if (words[j] === ',') return false;
    if (NEGATIONS.has(words[j]!)) return true;
  }
  return false;
}

interface AgeReading {
  age: number;
  label: string;
  /** A dependent (a child, a parent cared for) rather than the speaker. */
  dependent: boolean;
  stage: boolean;
}

const UNIT_YEARS: Record<string, number> = {
  year: 1,
  years: 1,
  yr: 1,
  yrs: 1,
  yo: 1,
  y: 1,
  month: 1 / 12,
  months: 1 / 12,
  mo: 1 / 12,
  mos: 1 / 12,
  week: 1 / 52,
  weeks: 1 / 52,
  wk: 1 / 52,
  wks: 1 / 52,
  day: 1 / 365,
  days: 1 / 365,
};
// After "I'm 70" the sentence goes on ("I'm 70 and", "I'm 70, with"); "I'm 2 days late" or "I'm 100 sure" is no age.
const AFTER_A_BARE_AGE = new Set(['', ',', 'and', 'with', 'have', 'has', 'now', 'today', 'but', 'so']);

/** "baby (2 months)", "child (age 4)", "teenager (age 15)", "age 70": named by the age the words give. */
function stageLabel(years: number, unit: string, amount: number): string {
  if (years >= 18) return `age ${amount}`;
  const named = years < 1 ? 'baby' : years < 13 ? 'child' : 'teenager';
  const plural = amount === 1 ? '' : 's';
  if (UNIT_YEARS[unit]! < 1) {
    const unitName = unit.startsWith('w') ? 'week' : unit.startsWith('d') ? 'day' : 'month';
    return `${named} (${amount} ${unitName}${plural})`;
  }
  return `${named} (age ${amount})`;
}

function readAges(clause: string[]): AgeReading[] {
  const found: AgeReading[] = [];
  for (let i = 0; i < clause.length; i++) {
    const word = clause[i]!;
    if (/^\d{1,3}$/.test(word)) {
      const amount = Number(word);
      const unit = clause[i + 1] ?? '';
      const factor = UNIT_YEARS[unit];
      const next = clause[i + 2];
      const old = next === 'old' || unit === 'yo';
      const before = clause[i - 1] ?? '';
      const before2 = clause[i - 2] ?? '';
      const aged = before === 'aged' || before === 'age';
      const selfStated =
        (before === 'im' || (before === 'am' && before2 === 'i')) &&
        (factor === undefined ? AFTER_A_BARE_AGE.has(unit) : old);
      if (factor !== undefined && (old || aged)) {
        const years = amount * factor;
        if (years > AGE_MAX) continue;
        // Whose age: "my 6 year old", "my 80-year-old mother" are dependents; "I'm a 70 year old" is the speaker.
        const speaker =
          before === 'im' || (before === 'a' && clause[i - 2] === 'im') || (before === 'am' && before2 === 'i');
        found.push({ age: years, label: stageLabel(years, unit, amount), dependent: !speaker, stage: false });
      } else if (aged && amount <= AGE_MAX) {
        found.push({ age: amount, label: stageLabel(amount, 'years', amount), dependent: true, stage: false });
      } else if (selfStated && amount >= AGE_MIN && amount <= AGE_MAX) {
        found.push({ age: amount, label: stageLabel(amount, 'years', amount), dependent: false, stage: false });
      }
      continue;
    }
    const stage = STAGES[word];
    if (!stage || negatedAt(clause, i, 2)) continue;
    const before = clause[i - 1] ?? '';
    if (NEEDS_POSSESSIVE.has(word) && !POSSESSIVES.has(before) && !(before === 'little' || before === 'young'))
      continue;
    if (stage.stage === 'baby' && NOT_A_BABY_AFTER.has(clause[i + 1] ?? '')) continue;
    // "expecting a baby" is a pregnancy, and "nursing my baby" is about the mother: not a baby to judge for.
    if (stage.stage === 'baby' && clause.slice(Math.max(0, i - 3), i).some((w) => BABY_OF_MOTHER.has(w))) continue;
    if (OTHER_PEOPLE.has(clause[i + 1] ?? '')) continue;
    found.push({ age: stage.age, label: stage.stage, dependent: true, stage: true });
  }
  return found;
}

/** "pregnant" said of the speaker (or the one searched for), not of a third person, and not denied. */
function saysOfPerson(clause: string[], i: number): boolean {
  if (negatedAt(clause, i)) return false;
  for (let j = i - 1; j >= 0 && j >= i - 5; j--) {
    const word = clause[j]!;
    if (word === 'im' || word === 'i' || word === 'me' || word === 'wife' || word === 'partner') return true;
    if (OTHER_PEOPLE.has(word)) return false;
  }
  return true;
}

const PREGNANT_WORDS = new Set(['pregnant', 'pregnancy', 'embarazada', 'trimester']);
// "trying to get pregnant": not pregnant yet.
const NOT_YET = new Set(['trying', 'planning', 'plan', 'want', 'hoping', 'hope', 'wanting']);

function readPregnant(clause: string[]): boolean {
  return clause.some((word, i) => {
    if (PREGNANT_WORDS.has(word)) {
      if (clause.slice(Math.max(0, i - 4), i).some((w) => NOT_YET.has(w))) return false;
      return saysOfPerson(clause, i);
    }
    // "I'm expecting", "we're expecting a baby"; not "expecting a package".
    if (word === 'expecting') {
      const before = clause[i - 1] ?? '';
      const next = clause[i + 1];
      const personal = before === 'im' || before === 'am' || before === 'were' || before === 'are';
      return (
        personal && (next === undefined || next === ',' || /^(a|baby|twins|my)$/.test(next)) && !negatedAt(clause, i)
      );
    }
    return false;
  });
}

const NOT_BREASTFEEDING_AFTER = new Set(['home', 'homes', 'school', 'student', 'students', 'care', 'degree', 'staff']);

function readBreastfeeding(clause: string[]): boolean {
  return clause.some((word, i) => {
    const breastfeeding =
      /^breastfe(eding|ed|eds|ed)$|^breastfeed(ing|s)?$/.test(word) ||
      (word === 'breast' && /^(feeding|feed|feeds)$/.test(clause[i + 1] ?? '')) ||
      word === 'lactating' ||
      (word === 'nursing' && !NOT_BREASTFEEDING_AFTER.has(clause[i + 1] ?? '') && clause[i + 1] !== 'a');
    return breastfeeding && saysOfPerson(clause, i);
  });
}

// Words that say the person takes a medicine now ("I take", "I'm on", "while taking", "took").
const TAKE_CUES = new Set(['take', 'takes', 'taking', 'took', 'use', 'uses', 'using', 'prescribed']);
// Before "on": only a person being on a medicine ("I'm on Zoloft", "she is on blood thinners").
const ON_SUBJECTS = new Set([
  ',',
  'im',
  'am',
  'is',
  'are',
  'hes',
  'shes',
  'theyre',
  'were',
  'been',
  'currently',
  'also',
  'already',
  'still',
  'while',
  'and',
  'was',
]);
// Before a take cue: a question about taking, not a statement ("can I take", "safe to take", "what to take").
const QUESTION_BEFORE_TAKE = new Set([
  'can',
  'could',
  'should',
  'may',
  'to',
  'what',
  'which',
  'would',
  'shall',
  'might',
]);

/** The longest vocabulary phrase starting at position i, and its length. */
function phraseAt<T>(words: string[], i: number, vocabulary: ReadonlyMap<string, T>): [string, T, number] | undefined {
  for (let length = Math.min(MAX_PHRASE, words.length - i); length > 0; length--) {
    const phrase = words.slice(i, i + length).join(' ');
    const hit = vocabulary.get(phrase);
    if (hit !== undefined) return [phrase, hit, length];
  }
  return undefined;
}

function isTakeCue(clause: string[], i: number): boolean {
  const word = clause[i]!;
  if (word === 'on') return ON_SUBJECTS.has(clause[i - 1] ?? '');
  if (!TAKE_CUES.has(word)) return false;
  if (negatedAt(clause, i, 2)) return false;
  // "can I take", "is it safe to take", "what should I take": asking, not telling.
  const window = clause.slice(Math.max(0, i - 3), i);
  const asks = window.some((w) => QUESTION_BEFORE_TAKE.has(w)) && !window.includes('if') && !window.includes('while');
  return !asks;
}

function readMedicines(clause: string[], vocabulary: ContextVocabulary): [string, string][] {
  const found: [string, string][] = [];
  let reachEnd = -1;
  for (let i = 0; i < clause.length; i++) {
    if (isTakeCue(clause, i)) {
      reachEnd = Math.max(reachEnd, i + 4);
      continue;
    }
    if (i > reachEnd) continue;
    const hit = phraseAt(clause, i, vocabulary.medicines);
    if (!hit) continue;
    found.push([hit[0], hit[1]]);
    // A list goes on: "I take warfarin, lisinopril and metformin".
    reachEnd = i + hit[2] + 3;
    i += hit[2] - 1;
  }
  return found;
}

// "allergic to aspirin", "allergy to sulfa", "an aspirin allergy"; not "allergy medicine" or "seasonal allergies".
function readAllergies(clause: string[], vocabulary: ContextVocabulary): string[] {
  const found: string[] = [];
  for (let i = 0; i < clause.length; i++) {
    const word = clause[i]!;
    const cue = word === 'allergic' || (/^allerg(y|ies)$/.test(word) && clause[i + 1] === 'to');
    if (cue && clause[i + 1] === 'to' && !negatedAt(clause, i, 3)) {
      // A list goes on: "allergic to aspirin and sulfa".
      for (let j = i + 2, reachEnd = i + 3; j <= reachEnd && j < clause.length; j++) {
        const hit = phraseAt(clause, j, vocabulary.allergens);
        if (!hit) continue;
        found.push(hit[0]);
        j += hit[2] - 1;
        reachEnd = j + 3;
      }
    }
    if (/^allerg(y|ies)$/.test(word) && i > 0) {
      for (let length = Math.min(MAX_PHRASE, i); length > 0; length--) {
        const phrase = clause.slice(i - length, i).join(' ');
        if (vocabulary.allergens.has(phrase) && !negatedAt(clause, i - length)) {
          found.push(phrase);
          break;
        }
      }
    }
  }
  return found;
}

// Short abbreviations ("ms", "ra", "mi") read as conditions only right after "have", "has" or "with".
const HAVE_CUES = new Set(['have', 'has', 'had', 'with']);

function readConditions(clause: string[], vocabulary: ContextVocabulary): { id: string; label: string }[] {
  const found: { id: string; label: string }[] = [];
  for (let i = 0; i < clause.length; i++) {
    const hit = phraseAt(clause, i, vocabulary.conditions);
    if (!hit) continue;
    const [phrase, condition, length] = hit;
    i += length - 1;
    if (vocabulary.symptoms.has(phrase)) continue;
    if (phrase.length <= 3 && !HAVE_CUES.has(clause[i - length] ?? '')) continue;
    if (negatedAt(clause, i - length + 1)) continue;
    found.push(condition);
  }
  return found;
}

/** Everything the text says about the person, with one chip per item. */
export function readPersonContext(text: string, vocabulary: ContextVocabulary): PersonContext {
  const context = emptyContext();
  const ages: AgeReading[] = [];
  const medicines = new Map<string, string>();
  const conditions = new Map<string, string>();
  const allergies = new Set<string>();
  for (const clause of tokenise(text)) {
    readAllergies(clause, vocabulary).forEach((a) => allergies.add(a));
    ages.push(...readAges(clause));
    context.isPregnant ||= readPregnant(clause);
    context.isBreastfeeding ||= readBreastfeeding(clause);
    for (const [phrase, label] of readMedicines(clause, vocabulary))
      if (!medicines.has(phrase)) medicines.set(phrase, label);
    for (const { id, label } of readConditions(clause, vocabulary)) if (!conditions.has(id)) conditions.set(id, label);
  }
  // A dependent named in the text is the one to judge for; among several ages, the youngest (the cautious one);
  // a stated age beats a bare life stage.
  const pool = ages.some((a) => a.dependent) ? ages.filter((a) => a.dependent) : ages;
  const stated = pool.filter((a) => !a.stage);
  const chosen = (stated.length > 0 ? stated : pool).sort((a, b) => a.age - b.age)[0];
  // "my daughter is pregnant": a grown child, not a small one; judged without an age rather than at 2.
  const grownChild = chosen?.stage && chosen.label === 'child' && context.isPregnant;
  if (chosen && !grownChild) {
    context.age = chosen.age;
    context.ageIsStage = chosen.stage;
    context.items.push({ key: 'age', kind: 'age', label: chosen.label });
  }
  if (context.isPregnant) context.items.push({ key: 'pregnant', kind: 'pregnant', label: 'pregnant' });
  if (context.isBreastfeeding)
    context.items.push({ key: 'breastfeeding', kind: 'breastfeeding', label: 'breastfeeding' });
  for (const [phrase, label] of medicines) {
    context.medicines.push(phrase);
    context.items.push({ key: `medicine:${phrase.replace(/ /g, '-')}`, kind: 'medicine', label });
  }
  for (const [id, label] of conditions) {
    context.conditions.push(label);
    context.items.push({ key: `condition:${id}`, kind: 'condition', label });
  }
  for (const phrase of allergies) {
    context.allergies.push(phrase);
    context.items.push({ key: allergyKey(phrase), kind: 'allergy', label: `${phrase} allergy` });
  }
  return context;
}

const allergyKey = (phrase: string) => `allergy:${phrase.replace(/ /g, '-')}`;

/** The context without the items the person removed (by key). */
export function withoutItems(context: PersonContext, removed: readonly string[]): PersonContext {
  if (removed.length === 0) return context;
  const gone = new Set(removed);
  const keep = (key: string) => !gone.has(key);
  const medicineKey = (phrase: string) => `medicine:${phrase.replace(/ /g, '-')}`;
  const conditionKeys = new Map(context.items.filter((i) => i.kind === 'condition').map((i) => [i.label, i.key]));
  return {
    items: context.items.filter((i) => keep(i.key)),
    age: keep('age') ? context.age : null,
    ageIsStage: keep('age') && context.ageIsStage,
    isPregnant: keep('pregnant') && context.isPregnant,
    isBreastfeeding: keep('breastfeeding') && context.isBreastfeeding,
    medicines: context.medicines.filter((m) => keep(medicineKey(m))),
    conditions: context.conditions.filter((c) => keep(conditionKeys.get(c) ?? '')),
    allergies: context.allergies.filter((a) => keep(allergyKey(a))),
  };
}
