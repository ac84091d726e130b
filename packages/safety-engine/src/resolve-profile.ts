import type { Knowledge } from './knowledge.js';
import { termsIn } from './text.js';
import type { HealthProfile } from './types.js';

/** A profile translated into the formulary's ids once, so that judging each product is set look-ups only. */
export interface ResolvedProfile {
  profile: HealthProfile;
  allergy: {
    ingredientIds: Set<string>;
    /** Classes named outright, plus the cross-reactive classes of ingredients named. */
    classIds: Set<string>;
    /** Every class (with ancestors) of anything named: "allergic to any pain reliever" alerts match on these. */
    memberClassIds: Set<string>;
    allergenIds: Set<string>;
  };
  /** Condition ids with their broader conditions. */
  conditionIds: Set<string>;
  taking: { ingredientIds: Set<string>; classIds: Set<string> };
}

export function resolveProfile(profile: HealthProfile, knowledge: Knowledge): ResolvedProfile {
  const allergy = {
    ingredientIds: new Set<string>(),
    classIds: new Set<string>(),
    memberClassIds: new Set<string>(),
    allergenIds: new Set<string>(),
  };
  for (const entry of profile.allergies) {
    for (const referent of termsIn(entry, knowledge.substanceTerms)) {
      for (const id of referent.ingredientIds) {
        allergy.ingredientIds.add(id);
        knowledge.allergyClassesOfIngredient.get(id)?.forEach((c) => allergy.classIds.add(c));
        knowledge.classesOfIngredient.get(id)?.forEach((c) => allergy.memberClassIds.add(c));
      }
      for (const id of referent.classIds) {
        allergy.classIds.add(id);
        (knowledge.classAncestors.get(id) ?? [id]).forEach((c) => allergy.memberClassIds.add(c));
      }
      referent.allergenIds.forEach((id) => allergy.allergenIds.add(id));
    }
  }

  const conditionIds = new Set<string>();
  for (const entry of profile.medicalConditions) {
    for (const id of termsIn(entry, knowledge.conditionTerms)) {
      (knowledge.conditionAncestors.get(id) ?? [id]).forEach((c) => conditionIds.add(c));
    }
  }

  const taking = { ingredientIds: new Set<string>(), classIds: new Set<string>() };
  for (const medication of profile.currentMedications) {
    for (const referent of termsIn(medication.name, knowledge.substanceTerms)) {
      for (const id of referent.ingredientIds) {
        taking.ingredientIds.add(id);
        knowledge.classesOfIngredient.get(id)?.forEach((c) => taking.classIds.add(c));
      }
      // "a blood thinner" names a class without naming the drug.
      referent.classIds.forEach((id) =>
        (knowledge.classAncestors.get(id) ?? [id]).forEach((c) => taking.classIds.add(c)),
      );
    }
  }
  return { profile, allergy, conditionIds, taking };
}
