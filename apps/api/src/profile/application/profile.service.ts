import { Inject, Injectable } from '@nestjs/common';
import { emptyProfile, unrecognisedEntries, type HealthProfile, type Unrecognised } from '@otc/safety-engine';
import { LRUCache } from 'lru-cache';
import { Catalogue } from '../../catalogue/index.js';
import { isProfileComplete, type ProfileFields, type ProfileWithAccount } from '../domain/profile.js';
import { hasProfileData, parseProfileInput } from '../domain/profile-input.js';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../domain/profile.repository.port.js';

export type { ProfileWithAccount } from '../domain/profile.js';

export type SyncOutcome = { synced: true; profile: ProfileWithAccount } | { synced: false; message: string };

const healthFields = (p: ProfileFields): HealthProfile => {
  const { age, gender, allergies, medicalConditions, currentMedications, isPregnant, isBreastfeeding } = p;
  return { age, gender, allergies, medicalConditions, currentMedications, isPregnant, isBreastfeeding };
};

const name = (value: unknown): string | null | undefined =>
  value === undefined ? undefined : typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null;

@Injectable()
export class ProfileService {
  /** Profiles as last read, with the version they were read at: reused only while the version is unchanged. */
  private readonly byVersion = new LRUCache<string, { version: string | null; profile: HealthProfile }>({
    max: 20_000,
  });

  constructor(
    @Inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    private readonly catalogue: Catalogue,
  ) {}

  get(userId: string): Promise<ProfileWithAccount | null> {
    return this.profiles.findWithAccount(userId);
  }

  /** The spec's sync: validate, then replace the whole profile. Throws ProfileInputError for bad input. */
  async sync(userId: string, raw: Record<string, unknown>): Promise<SyncOutcome> {
    const fields = parseProfileInput(raw);
    const firstName = name(raw.firstName);
    const lastName = name(raw.lastName);
    const existing = await this.profiles.find(userId);
    // Spec: nothing to sync without profile data. Once a profile exists every save counts, so clearing works.
    if (!existing && !hasProfileData(raw)) return { synced: false, message: 'no data to sync' };
    await this.profiles.save(userId, fields, isProfileComplete(fields), {
      ...(firstName !== undefined ? { firstName } : {}),
      ...(lastName !== undefined ? { lastName } : {}),
    });
    return { synced: true, profile: (await this.get(userId))! };
  }

  /**
   * What the safety engine judges with: the stored profile, or an empty one. `version` is the profile's version as
   * read with the session, when known (null: none saved): a profile already read at that version is not read
   * again, so on a shared database a search costs one round trip while the profile is unchanged.
   */
  async healthProfileOf(userId: string, version?: string | null): Promise<HealthProfile> {
    if (version !== undefined) {
      const hit = this.byVersion.get(userId);
      if (hit && hit.version === version) return structuredClone(hit.profile);
    }
    const stored = await this.profiles.find(userId);
    const profile = stored ? healthFields(stored) : emptyProfile();
    // Kept under the version this read saw, which may be newer than the one asked about: never older.
    const seen = stored ? stored.version : null;
    if (version !== undefined && seen !== undefined)
      this.byVersion.set(userId, { version: seen, profile: structuredClone(profile) });
    return profile;
  }

  /** The entries of a profile the safety check cannot place, so the profile page can mark them. */
  unrecognisedIn(profile: ProfileFields): Unrecognised {
    return unrecognisedEntries(healthFields(profile), this.catalogue.knowledge);
  }
}
