import {
  AGE_MAX,
  AGE_MIN,
  DEFAULT_DOSAGE,
  distinctTexts,
  isGender,
  type CurrentMedication,
  type HealthProfile,
} from './profile/health-profile-schema.js';

export const emptyProfile = (): HealthProfile => ({
  age: null,
  gender: null,
  allergies: [],
  medicalConditions: [],
  currentMedications: [],
  isPregnant: false,
  isBreastfeeding: false,
});

/**
 * Lists arrive from stored profiles as arrays, brace-delimited strings ('{a,b}') or JSON strings;
 * all become a trimmed list without empties or case-insensitive repeats (first spelling wins).
 */
export function normaliseList(value: unknown): string[] {
  return distinctTexts(toRawList(value));
}

function toRawList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      // JSON text that starts with '[' can only be a list.
      return JSON.parse(text) as unknown[];
    } catch {
      // Not JSON after all: fall through and treat it as a plain list.
    }
  }
  const inner = text.startsWith('{') && text.endsWith('}') ? text.slice(1, -1) : text;
  return inner.split(',').map((part) => part.trim().replace(/^"(.*)"$/, '$1'));
}

function normaliseAge(value: unknown): number | null {
  // A blank string reads as 0, which is out of range like any other non-age.
  const age = typeof value === 'string' ? Number(value) : value;
  return typeof age === 'number' && Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX ? age : null;
}

function normaliseMedications(value: unknown): CurrentMedication[] {
  const raw = Array.isArray(value) ? value : toRawList(value);
  const seen = new Set<string>();
  const out: CurrentMedication[] = [];
  for (const item of raw) {
    const entry = typeof item === 'string' ? { name: item } : (item as Record<string, unknown> | null);
    const name = typeof entry?.name === 'string' ? entry.name.trim() : '';
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const dosage = typeof entry?.dosage === 'string' && entry.dosage.trim() ? entry.dosage.trim() : DEFAULT_DOSAGE;
    const frequency = typeof entry?.frequency === 'string' ? entry.frequency.trim() : '';
    out.push({ name, dosage, frequency });
  }
  return out;
}

const isTrue = (value: unknown): boolean => value === true || value === 'true';

/** Turns any stored or submitted profile shape into the one the rules read. Unknown input gives an empty profile. */
export function normaliseProfile(input: unknown): HealthProfile {
  if (typeof input !== 'object' || input === null) return emptyProfile();
  const raw = input as Record<string, unknown>;
  const gender = isGender(raw.gender) ? raw.gender : null;
  return {
    age: normaliseAge(raw.age),
    gender,
    allergies: normaliseList(raw.allergies),
    medicalConditions: normaliseList(raw.medicalConditions ?? raw.conditions),
    currentMedications: normaliseMedications(raw.currentMedications),
    isPregnant: isTrue(raw.isPregnant),
    isBreastfeeding: isTrue(raw.isBreastfeeding),
  };
}
