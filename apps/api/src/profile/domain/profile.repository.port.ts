import type { ProfileFields, StoredProfile } from './profile.js';

export interface ProfileRepository {
  find(userId: string): Promise<StoredProfile | null>;
  /** Writes every field at once, in one statement, so two saves never interleave field by field. */
  upsert(userId: string, fields: ProfileFields, profileComplete: boolean): Promise<StoredProfile>;
}

export const PROFILE_REPOSITORY = Symbol('PROFILE_REPOSITORY');
