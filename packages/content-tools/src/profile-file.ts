import { readFileSync } from 'node:fs';
import { PROFILE_FIELDS, validateHealthProfile, type HealthProfile } from '@otc/safety-engine';

import { UsageError } from './command-result.js';

// Spec fields the rules do not read are allowed; anything else is most likely a typo that would hide a risk.
const KNOWN = new Set<string>([
  ...PROFILE_FIELDS,
  'id',
  'email',
  'firstName',
  'lastName',
  'profileComplete',
  'createdAt',
  'updatedAt',
  'photoUrl',
]);

/**
 * The profile the rules read, by the engine's one health-profile schema (as the API judges a profile sync), or
 * every problem in one line (scripts read the first line of stderr).
 */
function checkedProfile(path: string, raw: Record<string, unknown>): HealthProfile {
  const result = validateHealthProfile(raw);
  const problems = [
    ...Object.keys(raw)
      .filter((key) => !KNOWN.has(key))
      .map((key) => `unknown field '${key}'`),
    ...(result.ok ? [] : result.errors.map((e) => e.message)),
  ];
  if (problems.length > 0 || !result.ok) throw new UsageError(`profile file ${path}: ${problems.join('; ')}`);
  return result.profile;
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
  return checkedProfile(path, raw as Record<string, unknown>);
}
