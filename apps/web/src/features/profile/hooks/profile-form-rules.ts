import type { CurrentMedicationDto, ProfileDto, ProfileSyncDto } from '@otc/api-contract';

export type Gender = NonNullable<ProfileDto['gender']>;

export const GENDER_OPTIONS: { value: Gender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
];

export const DEFAULT_DOSAGE = 'As directed';
export const AGE_MIN = 1;
export const AGE_MAX = 120;

/** Whose account the profile belongs to (the signed-in session). */
export interface ProfileOwner {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  age: string;
  gender: Gender | '';
  allergies: string[];
  conditions: string[];
  medications: CurrentMedicationDto[];
  isPregnant: boolean;
  isBreastfeeding: boolean;
  consent: boolean;
}

export interface MedicationDraft {
  name: string;
  dosage: string;
  frequency: string;
}

/** Spec: pregnancy and breastfeeding apply only to female, other and prefer-not-to-say. */
export const canBePregnant = (gender: Gender | ''): boolean =>
  gender === 'female' || gender === 'other' || gender === 'prefer-not-to-say';

/** Adds a trimmed entry; empty text and case-insensitive duplicates leave the list as it is. */
export function addEntry(list: string[], raw: string): string[] {
  const entry = raw.trim();
  if (!entry || list.some((item) => item.toLowerCase() === entry.toLowerCase())) return list;
  return [...list, entry];
}

/** Adds a medicine: name trimmed (required), dosage defaults to 'As directed', one entry per name. */
export function addMedication(list: CurrentMedicationDto[], draft: MedicationDraft): CurrentMedicationDto[] {
  const name = draft.name.trim();
  if (!name || list.some((m) => m.name.toLowerCase() === name.toLowerCase())) return list;
  return [...list, { name, dosage: draft.dosage.trim() || DEFAULT_DOSAGE, frequency: draft.frequency.trim() }];
}

export function initialValues(profile: ProfileDto | null, owner: ProfileOwner | null): ProfileFormValues {
  return {
    firstName: profile?.firstName ?? owner?.firstName ?? '',
    lastName: profile?.lastName ?? owner?.lastName ?? '',
    age: profile?.age != null ? String(profile.age) : '',
    gender: profile?.gender ?? '',
    allergies: profile?.allergies ?? [],
    conditions: profile?.conditions ?? [],
    medications: profile?.currentMedications ?? [],
    isPregnant: profile?.isPregnant ?? false,
    isBreastfeeding: profile?.isBreastfeeding ?? false,
    consent: false,
  };
}

const AGE_ERROR = `Age must be a whole number from ${AGE_MIN} to ${AGE_MAX}.`;

/** Field errors by field name; empty when the form can be saved. */
export function validate(values: ProfileFormValues): { age?: string } {
  const age = values.age.trim();
  if (age && (!/^\d+$/.test(age) || Number(age) < AGE_MIN || Number(age) > AGE_MAX)) return { age: AGE_ERROR };
  return {};
}

/** The POST /api/profile/sync body (spec section 7): conditions by that name, age as a string. */
export function toSyncDto(values: ProfileFormValues, owner: ProfileOwner): ProfileSyncDto {
  const pregnancyApplies = canBePregnant(values.gender);
  return {
    userId: owner.id,
    profile: {
      email: owner.email,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      age: values.age.trim(),
      ...(values.gender ? { gender: values.gender } : {}),
      allergies: values.allergies,
      conditions: values.conditions,
      currentMedications: values.medications,
      isPregnant: pregnancyApplies && values.isPregnant,
      isBreastfeeding: pregnancyApplies && values.isBreastfeeding,
    },
  };
}
