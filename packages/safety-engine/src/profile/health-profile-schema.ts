/**
 * The one health-profile schema: the spec's genders, age range and list rules, read by the engine, the API's
 * validation and OpenAPI, the content team's CLI and the web form. Restating any of these elsewhere is refused by
 * test/health-profile-schema-guard.test.ts. Pure: no I/O, no dependencies.
 */

export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

/** Spec: pregnancy and breastfeeding apply to every gender but male (and not without a gender). */
export const PREGNANCY_GENDERS: readonly Gender[] = GENDERS.filter((g) => g !== 'male');

/** Whole years; spec section 9 "Age 1-120". */
export const AGE_MIN = 1;
export const AGE_MAX = 120;
/** An age sent as text: decimal digits only, so '0x1F', '1e1' or '0b11' are never read as ages nobody typed. */
export const AGE_TEXT_PATTERN = '^\\s*\\d{1,3}\\s*$';

/** At most this many allergies, conditions or medicines, each name at most ENTRY_MAX_LENGTH characters. */
export const LIST_MAX = 50;
export const ENTRY_MAX_LENGTH = 200;
/** A medicine's dosage when none is given (spec section 7). */
export const DEFAULT_DOSAGE = 'As directed';

/** The fields the schema reads; `conditions` is the product-database name of `medicalConditions`. */
export const PROFILE_FIELDS = [
  'age',
  'gender',
  'allergies',
  'conditions',
  'medicalConditions',
  'currentMedications',
  'isPregnant',
  'isBreastfeeding',
] as const;

export interface CurrentMedication {
  name: string;
  dosage: string;
  frequency: string;
}

/** The spec's user profile, reduced to what the rules read. Every list is already trimmed and de-duplicated. */
export interface HealthProfile {
  age: number | null;
  gender: Gender | null;
  allergies: string[];
  medicalConditions: string[];
  currentMedications: CurrentMedication[];
  isPregnant: boolean;
  isBreastfeeding: boolean;
}

/** One problem with a submitted profile: the field as it was sent and a sentence a person can act on. */
export interface ProfileProblem {
  path: string;
  message: string;
}

export type ProfileValidation = { ok: true; profile: HealthProfile } | { ok: false; errors: ProfileProblem[] };

export const isGender = (value: unknown): value is Gender => GENDERS.some((g) => g === value);

export const canBePregnant = (gender: Gender | null | ''): boolean =>
  gender !== null && gender !== '' && PREGNANCY_GENDERS.includes(gender);

/** 'a, b, c or d': the messages name the allowed values from the same tuple that checks them. */
const oneOf = (values: readonly string[]): string => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

export const AGE_MESSAGE = `age must be a whole number from ${AGE_MIN} to ${AGE_MAX}`;
const GENDER_MESSAGE = `gender must be ${oneOf(GENDERS)}`;
const PREGNANCY_MESSAGE = `pregnancy and breastfeeding apply only when gender is ${oneOf(PREGNANCY_GENDERS)}`;

const absent = (value: unknown): boolean => value === undefined || value === null;

/** Lists arrive as arrays, brace-delimited strings ('{a,b}') or JSON strings; undefined when unreadable. */
function rawEntries(value: string | string[]): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) && parsed.every((v) => typeof v === 'string') ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  const inner = text.startsWith('{') && text.endsWith('}') ? text.slice(1, -1) : text;
  // A brace or bracket left inside means the list was cut or nested: refuse rather than guess.
  if (/[{}[\]]/.test(inner)) return undefined;
  return inner.split(',').map((part) => part.trim().replace(/^"(.*)"$/, '$1'));
}

/** Trimmed, empties dropped, case-insensitive repeats dropped (first spelling wins). */
export function distinctTexts(items: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const text = typeof item === 'string' ? item.trim() : '';
    if (text && !seen.has(text.toLowerCase())) {
      seen.add(text.toLowerCase());
      out.push(text);
    }
  }
  return out;
}

type Check<T> = { value: T; problem?: undefined } | { value?: undefined; problem: string };

function checkAge(value: unknown): Check<number | null> {
  if (absent(value) || value === '') return { value: null };
  if (typeof value === 'string' && !new RegExp(AGE_TEXT_PATTERN).test(value)) return { problem: AGE_MESSAGE };
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < AGE_MIN || n > AGE_MAX) return { problem: AGE_MESSAGE };
  return { value: n };
}

/**
 * A list must be read exactly as sent: one that cannot be read is refused, never taken as empty, since an allergy
 * lost on the way would make a medicine look safe.
 */
function checkList(field: string, value: unknown): Check<string[]> {
  if (absent(value)) return { value: [] };
  if (typeof value !== 'string' && !(Array.isArray(value) && value.every((v) => typeof v === 'string')))
    return { problem: `${field} must be a list of text` };
  const raw = rawEntries(value);
  if (!raw)
    return {
      problem: `${field} could not be read: send a list of text, a brace-delimited text such as {aspirin,latex} or a JSON list of text`,
    };
  const items = distinctTexts(raw);
  if (items.length > LIST_MAX) return { problem: `${field} can hold at most ${LIST_MAX} entries` };
  if (items.some((i) => i.length > ENTRY_MAX_LENGTH))
    return { problem: `each entry of ${field} must be at most ${ENTRY_MAX_LENGTH} characters` };
  return { value: items };
}

/** Dosage and frequency are free text kept to ENTRY_MAX_LENGTH; only the name must be there. */
function checkMedications(value: unknown): Check<CurrentMedication[]> {
  if (absent(value)) return { value: [] };
  if (!Array.isArray(value)) return { problem: 'currentMedications must be a list' };
  const seen = new Set<string>();
  const out: CurrentMedication[] = [];
  for (const item of value) {
    const entry: unknown = typeof item === 'string' ? { name: item } : item;
    if (typeof entry !== 'object' || entry === null || typeof (entry as { name?: unknown }).name !== 'string')
      return { problem: 'each of currentMedications needs a name' };
    const { name, dosage, frequency } = entry as { name: string; dosage?: unknown; frequency?: unknown };
    if (!absent(dosage) && typeof dosage !== 'string') return { problem: 'medication dosage must be text' };
    if (!absent(frequency) && typeof frequency !== 'string') return { problem: 'medication frequency must be text' };
    const trimmed = name.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    if (trimmed.length > ENTRY_MAX_LENGTH)
      return { problem: `medication names must be at most ${ENTRY_MAX_LENGTH} characters` };
    seen.add(trimmed.toLowerCase());
    out.push({
      name: trimmed,
      dosage: (typeof dosage === 'string' && dosage.trim().slice(0, ENTRY_MAX_LENGTH)) || DEFAULT_DOSAGE,
      frequency: typeof frequency === 'string' ? frequency.trim().slice(0, ENTRY_MAX_LENGTH) : '',
    });
  }
  if (out.length > LIST_MAX) return { problem: `currentMedications can hold at most ${LIST_MAX} entries` };
  return { value: out };
}

/**
 * Checks a submitted profile (the spec's fields, any of them missing; other fields are not read) and gives the
 * profile the rules read, or every problem found, in the order a person reads the form's rules.
 */
export function validateHealthProfile(input: unknown): ProfileValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, errors: [{ path: '', message: 'profile must be an object' }] };
  const raw = input as Record<string, unknown>;
  const errors: ProfileProblem[] = [];
  const problem = (path: string, message: string) => errors.push({ path, message });

  const gender = absent(raw.gender) || raw.gender === '' ? null : raw.gender;
  if (gender !== null && !isGender(gender)) problem('gender', GENDER_MESSAGE);
  for (const flag of ['isPregnant', 'isBreastfeeding'] as const)
    if (!absent(raw[flag]) && typeof raw[flag] !== 'boolean') problem(flag, `${flag} must be true or false`);
  const isPregnant = raw.isPregnant === true;
  const isBreastfeeding = raw.isBreastfeeding === true;
  if (isPregnant && isBreastfeeding) problem('isBreastfeeding', 'isPregnant and isBreastfeeding cannot both be true');
  // A gender that is not one of GENDERS has its own problem above; pregnancy is judged against a known one.
  const outOfPlace = gender === null || (isGender(gender) && !canBePregnant(gender));
  if ((isPregnant || isBreastfeeding) && outOfPlace)
    problem(isPregnant ? 'isPregnant' : 'isBreastfeeding', PREGNANCY_MESSAGE);

  const age = checkAge(raw.age);
  if (age.problem) problem('age', age.problem);
  const allergies = checkList('allergies', raw.allergies);
  if (allergies.problem) problem('allergies', allergies.problem);
  const conditionsField = absent(raw.conditions) ? 'medicalConditions' : 'conditions';
  // The API has always named the field 'conditions' in its messages, whichever name was sent.
  const conditions = checkList('conditions', raw[conditionsField]);
  if (conditions.problem) problem(conditionsField, conditions.problem);
  const medications = checkMedications(raw.currentMedications);
  if (medications.problem) problem('currentMedications', medications.problem);

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    profile: {
      age: age.value ?? null,
      gender: gender as Gender | null,
      allergies: allergies.value ?? [],
      medicalConditions: conditions.value ?? [],
      currentMedications: medications.value ?? [],
      isPregnant,
      isBreastfeeding,
    },
  };
}
