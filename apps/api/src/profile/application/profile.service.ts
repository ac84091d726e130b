import { Inject, Injectable } from '@nestjs/common';
import { emptyProfile, type HealthProfile } from '@otc/safety-engine';
import { USER_REPOSITORY, type UserRepository } from '../../auth/domain/user.repository.port.js';
import { isProfileComplete, type StoredProfile } from '../domain/profile.js';
import { hasProfileData, parseProfileInput } from '../domain/profile-input.js';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../domain/profile.repository.port.js';

export interface ProfileWithAccount extends StoredProfile {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export type SyncOutcome = { synced: true; profile: ProfileWithAccount } | { synced: false; message: string };

const name = (value: unknown): string | null | undefined =>
  value === undefined ? undefined : typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null;

@Injectable()
export class ProfileService {
  constructor(
    @Inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
  ) {}

  async get(userId: string): Promise<ProfileWithAccount | null> {
    const [profile, user] = await Promise.all([this.profiles.find(userId), this.users.findById(userId)]);
    return profile && user
      ? { ...profile, email: user.email, firstName: user.firstName, lastName: user.lastName }
      : null;
  }

  /** The spec's sync: validate, then replace the whole profile. Throws ProfileInputError for bad input. */
  async sync(userId: string, raw: Record<string, unknown>): Promise<SyncOutcome> {
    const fields = parseProfileInput(raw);
    const firstName = name(raw.firstName);
    const lastName = name(raw.lastName);
    const existing = await this.profiles.find(userId);
    // Spec: nothing to sync without profile data. Once a profile exists every save counts, so clearing works.
    if (!existing && !hasProfileData(raw)) return { synced: false, message: 'no data to sync' };
    if (firstName !== undefined || lastName !== undefined) {
      await this.users.update(userId, {
        ...(firstName !== undefined ? { firstName } : {}),
        ...(lastName !== undefined ? { lastName } : {}),
      });
    }
    await this.profiles.upsert(userId, fields, isProfileComplete(fields));
    return { synced: true, profile: (await this.get(userId))! };
  }

  /** What the safety engine judges with: the stored profile, or an empty one. */
  async healthProfileOf(userId: string): Promise<HealthProfile> {
    const stored = await this.profiles.find(userId);
    if (!stored) return emptyProfile();
    const { age, gender, allergies, medicalConditions, currentMedications, isPregnant, isBreastfeeding } = stored;
    return { age, gender, allergies, medicalConditions, currentMedications, isPregnant, isBreastfeeding };
  }
}
