import { normaliseList, type CurrentMedication, type Gender } from '@otc/safety-engine';
import { ProfileInputError } from './profile.errors.js';
import type { ProfileFields } from './profile.js';

const GENDERS: readonly Gender[] = ['male', 'female', 'other', 'prefer-not-to-say'];
const MAX_ENTRIES = 50;
const MAX_ENTRY_LENGTH = 200;

/**
 * A list the person sent must be read exactly as sent: one that cannot be read (a JSON string that is not a list of
 * text, a brace missing its pair, a brace inside the list) is refused, never taken as empty: an allergy lost on the
 * way would make a medicine look safe.
 */
function assertReadableList(field: string, value: string): void {
  const text = value.trim();
  const unreadable = () =>
    new ProfileInputError(
      `${field} could not be read: send a list of text, a brace-delimited text such as {aspirin,latex} or a JSON list of text`,
    );
  if (text.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw unreadable();
    }
    if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string')) throw unreadable();
    return;
  }
  const inner = text.startsWith('{') && text.endsWith('}') ? text.slice(1, -1) : text;
  if (/[{}[\]]/.test(inner)) throw unreadable();
}

function list(field: string, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string' && !(Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
    throw new ProfileInputError(`${field} must be a list of text`);
  }
  if (typeof value === 'string') assertReadableList(field, value);
  const items = normaliseList(value);
  if (items.length > MAX_ENTRIES) throw new ProfileInputError(`${field} can hold at most ${MAX_ENTRIES} entries`);
  if (items.some((i) => i.length > MAX_ENTRY_LENGTH))
    throw new ProfileInputError(`each entry of ${field} must be at most ${MAX_ENTRY_LENGTH} characters`);
  return items;
}

function medications(value: unknown): CurrentMedication[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ProfileInputError('currentMedications must be a list');
  const seen = new Set<string>();
  const out: CurrentMedication[] = [];
  for (const item of value) {
    const entry = typeof item === 'string' ? { name: item } : item;
    if (typeof entry !== 'object' || entry === null || typeof (entry as { name?: unknown }).name !== 'string') {
      throw new ProfileInputError('each of currentMedications needs a name');
    }
    const { name, dosage, frequency } = entry as { name: string; dosage?: unknown; frequency?: unknown };
    for (const [label, text] of [
      ['dosage', dosage],
      ['frequency', frequency],
    ] as const) {
      if (text !== undefined && text !== null && typeof text !== 'string')
        throw new ProfileInputError(`medication ${label} must be text`);
    }
    const trimmed = name.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    if (trimmed.length > MAX_ENTRY_LENGTH)
      throw new ProfileInputError(`medication names must be at most ${MAX_ENTRY_LENGTH} characters`);
    seen.add(trimmed.toLowerCase());
    out.push({
      name: trimmed,
      dosage: (typeof dosage === 'string' && dosage.trim().slice(0, MAX_ENTRY_LENGTH)) || 'As directed',
      frequency: typeof frequency === 'string' ? frequency.trim().slice(0, MAX_ENTRY_LENGTH) : '',
    });
  }
  if (out.length > MAX_ENTRIES)
    throw new ProfileInputError(`currentMedications can hold at most ${MAX_ENTRIES} entries`);
  return out;
}

function age(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  // The spec syncs age as a string: decimal digits only ('42', ' 42 '). Number() would also read '0x1F', '1e1'
  // and '0b11' as 31, 10 and 3, ages nobody typed.
  if (typeof value === 'string' && !/^\s*\d{1,3}\s*$/.test(value))
    throw new ProfileInputError('age must be a whole number from 1 to 120');
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 120)
    throw new ProfileInputError('age must be a whole number from 1 to 120');
  return n;
}

/**
 * The spec's validation rules (section 5), on the server: a readable error for the first bad field.
 * Lists may arrive as lists, brace-delimited strings or JSON strings; entries are trimmed and de-duplicated.
 */
export function parseProfileInput(raw: Record<string, unknown>): ProfileFields {
  const gender = raw.gender === undefined || raw.gender === null || raw.gender === '' ? null : raw.gender;
  if (gender !== null && !GENDERS.includes(gender as Gender)) {
    throw new ProfileInputError('gender must be male, female, other or prefer-not-to-say');
  }
  for (const flag of ['isPregnant', 'isBreastfeeding'] as const) {
    if (raw[flag] !== undefined && raw[flag] !== null && typeof raw[flag] !== 'boolean')
      throw new ProfileInputError(`${flag} must be true or false`);
  }
  const isPregnant = raw.isPregnant === true;
  const isBreastfeeding = raw.isBreastfeeding === true;
  if (isPregnant && isBreastfeeding) throw new ProfileInputError('isPregnant and isBreastfeeding cannot both be true');
  if ((isPregnant || isBreastfeeding) && (gender === null || gender === 'male')) {
    throw new ProfileInputError(
      'pregnancy and breastfeeding apply only when gender is female, other or prefer-not-to-say',
    );
  }
  return {
    age: age(raw.age),
    gender: gender as Gender | null,
    allergies: list('allergies', raw.allergies),
    medicalConditions: list('conditions', raw.conditions ?? raw.medicalConditions),
    currentMedications: medications(raw.currentMedications),
    isPregnant,
    isBreastfeeding,
  };
}

/** Spec: a sync with none of these fields has nothing to save. */
export const hasProfileData = (raw: Record<string, unknown>): boolean =>
  [
    'age',
    'gender',
    'allergies',
    'conditions',
    'medicalConditions',
    'currentMedications',
    'isPregnant',
    'isBreastfeeding',
  ].some((k) => {
    const v = raw[k];
    return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0) && v !== false;
  });
