import { readFileSync } from 'node:fs';
import { normaliseProfile, type HealthProfile } from '@otc/safety-engine';

import { UsageError } from './command-result.js';

// Spec fields the rules do not read are allowed; anything else is most likely a typo that would hide a risk.
const IGNORED = new Set([
  'id',
  'email',
  'firstName',
  'lastName',
  'profileComplete',
  'createdAt',
  'updatedAt',
  'photoUrl',
]);
const LISTS = ['allergies', 'medicalConditions', 'conditions'];

function check(raw: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(raw)) {
    if (IGNORED.has(key) || value === null || value === undefined) continue;
    if (key === 'age') {
      const age = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof age !== 'number' || !Number.isInteger(age) || age < 1 || age > 120)
        return `age must be a whole number from 1 to 120`;
    } else if (key === 'gender') {
      if (!['male', 'female', 'other', 'prefer-not-to-say'].includes(value as string)) {
        return `gender must be male, female, other or prefer-not-to-say`;
      }
    } else if (LISTS.includes(key)) {
      if (typeof value !== 'string' && !(Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
        return `${key} must be a list of text`;
      }
    } else if (key === 'currentMedications') {
      const ok =
        Array.isArray(value) &&
        value.every(
          (m) =>
            typeof m === 'string' ||
            (typeof m === 'object' && m !== null && typeof (m as { name?: unknown }).name === 'string'),
        );
      if (!ok) return 'currentMedications must be a list of names or of {name, dosage, frequency}';
    } else if (key === 'isPregnant' || key === 'isBreastfeeding') {
      if (typeof value !== 'boolean') return `${key} must be true or false`;
    } else {
      return `unknown field '${key}'`;
    }
  }
  return null;
}

/** Reads a profile in the spec's shape (any field may be missing); throws UsageError with one line otherwise. */
export function readProfileFile(path: string): HealthProfile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read profile file ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new UsageError(`profile file ${path} is not valid JSON`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new UsageError(`profile file ${path} must hold a JSON object`);
  }
  const problem = check(raw as Record<string, unknown>);
  if (problem) throw new UsageError(`profile file ${path}: ${problem}`);
  return normaliseProfile(raw);
}
