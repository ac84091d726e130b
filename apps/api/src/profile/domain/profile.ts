import type { CurrentMedication, Gender } from '@otc/safety-engine';

/** A person's health profile as stored (the spec's User profile, less the account fields). */
export interface StoredProfile {
  userId: string;
  age: number | null;
  gender: Gender | null;
  allergies: string[];
  medicalConditions: string[];
  currentMedications: CurrentMedication[];
  isPregnant: boolean;
  isBreastfeeding: boolean;
  profileComplete: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** The row's version where the database tells it (changes with every save); see Session.profileVersion. */
  version?: string;
}

export type ProfileFields = Omit<StoredProfile, 'userId' | 'profileComplete' | 'createdAt' | 'updatedAt' | 'version'>;

/** The profile with the account fields the profile page shows and edits (kept on the account). */
export interface ProfileWithAccount extends StoredProfile {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** Names given with a profile save; a name left out stays as it is. */
export interface ProfileNames {
  firstName?: string | null;
  lastName?: string | null;
}

/** Spec: complete only when any of age, gender, allergies, conditions or medicines is given. */
export const isProfileComplete = (p: ProfileFields): boolean =>
  p.age !== null ||
  p.gender !== null ||
  p.allergies.length > 0 ||
  p.medicalConditions.length > 0 ||
  p.currentMedications.length > 0;
