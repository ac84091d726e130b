import { PROFILE_FIELDS, validateHealthProfile } from '@otc/safety-engine';
import type { ProfileFields } from './profile.js';

export class ProfileInputError extends Error {}

/**
 * The spec's validation rules (section 5), on the server, by the engine's one health-profile schema: a readable
 * error for the first bad field. Lists may arrive as lists, brace-delimited strings or JSON strings; entries are
 * trimmed and de-duplicated; a list that cannot be read is refused, never emptied.
 */
export function parseProfileInput(raw: Record<string, unknown>): ProfileFields {
  const result = validateHealthProfile(raw);
  if (!result.ok) throw new ProfileInputError(result.errors[0]!.message);
  return result.profile;
}

/** Spec: a sync with none of these fields has nothing to save. */
export const hasProfileData = (raw: Record<string, unknown>): boolean =>
  PROFILE_FIELDS.some((k) => {
    const v = raw[k];
    return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0) && v !== false;
  });
