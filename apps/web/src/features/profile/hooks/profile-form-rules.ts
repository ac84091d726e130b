import type { CurrentMedicationDto, ProfileDto, ProfileSyncDto } from '@otc/api-contract';
import {
  AGE_MAX,
  AGE_MIN,
  canBePregnant as schemaCanBePregnant,
  DEFAULT_DOSAGE,
  GENDERS,
  validateHealthProfile,
} from '@otc/safety-engine';

export type Gender = NonNullable<ProfileDto['gender']>;

// A label for every gender of the engine's schema: a gender added there fails the typecheck here until labelled.
const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

export const GENDER_OPTIONS: { value: Gender; label: string }[] = GENDERS.map((value) => ({
  value,
  label: GENDER_LABELS[value],
}));

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
export const canBePregnant = (gender: Gender | ''): boolean => schemaCanBePregnant(gender);

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

/**
 * Field errors by field name; empty when the form can be saved. The engine's health-profile schema judges the very
 * payload the API will judge, so the form stops what the API would refuse: the age under the age field (in the
 * form's own words), anything else as the form error, in the API's words.
 */
export function validate(values: ProfileFormValues): { age?: string; form?: string } {
  const result = validateHealthProfile(toSyncDto(values, NO_OWNER).profile);
  if (result.ok) return {};
  const [first] = result.errors.filter((e) => e.path !== 'age');
  return {
    ...(result.errors.some((e) => e.path === 'age') ? { age: AGE_ERROR } : {}),
    ...(first ? { form: first.message } : {}),
  };
}

const NO_OWNER: ProfileOwner = { id: '', email: '', firstName: null, lastName: null };

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
