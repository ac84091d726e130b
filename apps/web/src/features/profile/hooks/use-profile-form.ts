import { useState } from 'react';
import {
  addEntry,
  addMedication,
  canBePregnant,
  type Gender,
  type MedicationDraft,
  type ProfileFormValues,
} from './profile-form-rules';

export type ListField = 'allergies' | 'conditions';

const EMPTY_MEDICATION: MedicationDraft = { name: '', dosage: '', frequency: '' };

/**
 * The profile form's state and the spec's rules: lists trimmed and de-duplicated, pregnancy and breastfeeding
 * only for female, other and prefer-not-to-say, and never both. Text typed but not yet added counts on save.
 */
export function useProfileForm(initial: ProfileFormValues) {
  const [values, setValues] = useState(initial);
  const [drafts, setDrafts] = useState<Record<ListField, string>>({ allergies: '', conditions: '' });
  const [medicationDraft, setMedicationDraft] = useState<MedicationDraft>(EMPTY_MEDICATION);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const setGender = (gender: Gender | '') =>
    setValues((v) =>
      canBePregnant(gender) ? { ...v, gender } : { ...v, gender, isPregnant: false, isBreastfeeding: false },
    );

  // Ticking one clears the other.
  const setPregnant = (checked: boolean) =>
    setValues((v) => ({ ...v, isPregnant: checked, isBreastfeeding: checked ? false : v.isBreastfeeding }));
  const setBreastfeeding = (checked: boolean) =>
    setValues((v) => ({ ...v, isBreastfeeding: checked, isPregnant: checked ? false : v.isPregnant }));

  const setDraft = (field: ListField, text: string) => setDrafts((d) => ({ ...d, [field]: text }));
  const addDraft = (field: ListField) => {
    setValues((v) => ({ ...v, [field]: addEntry(v[field], drafts[field]) }));
    setDraft(field, '');
  };
  const removeEntry = (field: ListField, entry: string) =>
    setValues((v) => ({ ...v, [field]: v[field].filter((item) => item !== entry) }));

  const addMedicationDraft = () => {
    setValues((v) => ({ ...v, medications: addMedication(v.medications, medicationDraft) }));
    setMedicationDraft(EMPTY_MEDICATION);
  };
  const removeMedication = (name: string) =>
    setValues((v) => ({ ...v, medications: v.medications.filter((m) => m.name !== name) }));

  /** The values to save, with anything still typed in the add boxes included. */
  const committed = (): ProfileFormValues => ({
    ...values,
    allergies: addEntry(values.allergies, drafts.allergies),
    conditions: addEntry(values.conditions, drafts.conditions),
    medications: addMedication(values.medications, medicationDraft),
  });

  return {
    values,
    set,
    setGender,
    setPregnant,
    setBreastfeeding,
    drafts,
    setDraft,
    addDraft,
    removeEntry,
    medicationDraft,
    setMedicationDraft,
    addMedicationDraft,
    removeMedication,
    committed,
  };
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
