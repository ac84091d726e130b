import type { Knowledge } from './knowledge.js';
import { termsIn } from './text.js';
import type { HealthProfile } from './types.js';

/** Formulary id -> the profile entry, as the person wrote it, that first named it. */
export type NamedBy = Map<string, string>;

/** A profile translated into the formulary's ids once, so that judging each product is map look-ups only. */
export interface ResolvedProfile {
  profile: HealthProfile;
  allergy: {
    ingredientIds: NamedBy;
    /** Classes named outright, plus the cross-reactive classes of ingredients named. */
    classIds: NamedBy;
    /** Every class (with ancestors) of anything named: "allergic to any pain reliever" alerts match on these. */
    memberClassIds: NamedBy;
    allergenIds: NamedBy;
  };
  /** Condition ids with their broader conditions. */
  conditionIds: NamedBy;
  taking: { ingredientIds: NamedBy; classIds: NamedBy };
}

// The first entry that names an id is the one a reason quotes.
const name = (map: NamedBy, ids: Iterable<string>, entry: string): void => {
  for (const id of ids) if (!map.has(id)) map.set(id, entry);
};

export function resolveProfile(profile: HealthProfile, knowledge: Knowledge): ResolvedProfile {
  const allergy = {
    ingredientIds: new Map<string, string>(),
    classIds: new Map<string, string>(),
    memberClassIds: new Map<string, string>(),
    allergenIds: new Map<string, string>(),
  };
  for (const entry of profile.allergies) {
    for (const referent of termsIn(entry, knowledge.substanceTerms)) {
      for (const id of referent.ingredientIds) {
        name(allergy.ingredientIds, [id], entry);
        name(allergy.classIds, knowledge.allergyClassesOfIngredient.get(id) ?? [], entry);
        name(allergy.memberClassIds, knowledge.classesOfIngredient.get(id) ?? [], entry);
      }
      for (const id of referent.classIds) {
        name(allergy.classIds, [id], entry);
        name(allergy.memberClassIds, knowledge.classAncestors.get(id) ?? [id], entry);
      }
      name(allergy.allergenIds, referent.allergenIds, entry);
    }
  }

  const conditionIds = new Map<string, string>();
  for (const entry of profile.medicalConditions) {
    for (const id of termsIn(entry, knowledge.conditionTerms)) {
      name(conditionIds, knowledge.conditionAncestors.get(id) ?? [id], entry);
    }
  }

  const taking = { ingredientIds: new Map<string, string>(), classIds: new Map<string, string>() };
  for (const { name: entry } of profile.currentMedications) {
    for (const referent of termsIn(entry, knowledge.substanceTerms)) {
      for (const id of referent.ingredientIds) {
        name(taking.ingredientIds, [id], entry);
        name(taking.classIds, knowledge.classesOfIngredient.get(id) ?? [], entry);
      }
      // "a blood thinner" names a class without naming the drug.
      for (const id of referent.classIds) name(taking.classIds, knowledge.classAncestors.get(id) ?? [id], entry);
    }
  }
  return { profile, allergy, conditionIds, taking };
}
