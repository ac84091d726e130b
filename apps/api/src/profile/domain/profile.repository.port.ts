import type { ProfileFields, ProfileNames, ProfileWithAccount, StoredProfile } from './profile.js';

export interface ProfileRepository {
  find(userId: string): Promise<StoredProfile | null>;
  /** The profile and the account's names as one consistent read (never half of one save and half of another). */
  findWithAccount(userId: string): Promise<ProfileWithAccount | null>;
  /**
   * Writes every field and the names in one transaction, taking turns with other saves for the same person, so
   * two saves from two tabs (or two instances) never interleave field by field: the last one wins whole.
   */
  save(userId: string, fields: ProfileFields, profileComplete: boolean, names: ProfileNames): Promise<void>;
}

export const PROFILE_REPOSITORY = Symbol('PROFILE_REPOSITORY');
