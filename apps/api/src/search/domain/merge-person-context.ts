import { DEFAULT_DOSAGE, type HealthProfile } from '@otc/safety-engine';
import type { PersonContext } from './person-context.js';

/**
 * The profile to judge with: the profile (empty when signed out) and what the words said, the more cautious
 * winning. An age in the words wins (the text names who the medicine is for: a child, or "I'm 70");
 * pregnancy and breastfeeding hold if either says so; medicines, conditions and allergies are the union.
 * Nothing here is stored: the merged profile lives for one search.
 */
export function mergePersonContext(profile: HealthProfile, context: PersonContext): HealthProfile {
  const has = (list: readonly string[], entry: string) => list.some((e) => e.toLowerCase() === entry.toLowerCase());
  return {
    ...profile,
    age: context.age ?? profile.age,
    isPregnant: profile.isPregnant || context.isPregnant,
    isBreastfeeding: profile.isBreastfeeding || context.isBreastfeeding,
    allergies: [...profile.allergies, ...context.allergies.filter((a) => !has(profile.allergies, a))],
    medicalConditions: [
      ...profile.medicalConditions,
      ...context.conditions.filter((c) => !has(profile.medicalConditions, c)),
    ],
    currentMedications: [
      ...profile.currentMedications,
      ...context.medicines
        .filter(
          (m) =>
            !has(
              profile.currentMedications.map((c) => c.name),
              m,
            ),
        )
        .map((name) => ({ name, dosage: DEFAULT_DOSAGE, frequency: '' })),
    ],
  };
}
