import type { Knowledge } from './knowledge.js';
import { normaliseText, termsIn } from './text.js';
import type { HealthProfile, Unrecognised } from './types.js';

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
  /** Entries that name nothing the engine knows: nothing was checked for them, and the person must be told. */
  unrecognised: Unrecognised;
}

// The first entry that names an id is the one a reason quotes.
const name = (map: NamedBy, ids: Iterable<string>, entry: string): void => {
  for (const id of ids) if (!map.has(id)) map.set(id, entry);
};

/** "none", "n/a", "no known allergies" (the content's list), or punctuation only: there is nothing to check. */
export const saysNothing = (entry: string, knowledge: Knowledge): boolean => {
  const words = normaliseText(entry);
  return words === '' || knowledge.nothingToCheck.has(words);
};

/**
 * The known phrases in each entry, and the entries with none. An entry is placed when any known name is in it
 * (an id, name, synonym or brand, or a phrase inside a longer entry: "Coumadin 5 mg" names warfarin).
 */
function place<T>(
  entries: readonly string[],
  terms: ReadonlyMap<string, T>,
  knowledge: Knowledge,
): { placed: [entry: string, referents: T[]][]; unplaced: string[] } {
  const placed: [string, T[]][] = [];
  const unplaced: string[] = [];
  for (const entry of entries) {
    if (saysNothing(entry, knowledge)) continue;
    const referents = termsIn(entry, terms);
    if (referents.length > 0) placed.push([entry, referents]);
    else unplaced.push(entry);
  }
  return { placed, unplaced };
}

export function resolveProfile(profile: HealthProfile, knowledge: Knowledge): ResolvedProfile {
  const allergy = {
    ingredientIds: new Map<string, string>(),
    classIds: new Map<string, string>(),
    memberClassIds: new Map<string, string>(),
    allergenIds: new Map<string, string>(),
  };
  const allergies = place(profile.allergies, knowledge.substanceTerms, knowledge);
  for (const [entry, referents] of allergies.placed) {
    for (const referent of referents) {
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
  const conditions = place(profile.medicalConditions, knowledge.conditionTerms, knowledge);
  for (const [entry, ids] of conditions.placed) {
    for (const id of ids) {
      name(conditionIds, knowledge.conditionAncestors.get(id) ?? [id], entry);
    }
  }

  const taking = { ingredientIds: new Map<string, string>(), classIds: new Map<string, string>() };
  const medicines = place(
    profile.currentMedications.map((m) => m.name),
    knowledge.substanceTerms,
    knowledge,
  );
  for (const [entry, referents] of medicines.placed) {
    for (const referent of referents) {
      for (const id of referent.ingredientIds) {
        name(taking.ingredientIds, [id], entry);
        name(taking.classIds, knowledge.classesOfIngredient.get(id) ?? [], entry);
      }
      // "a blood thinner" names a class without naming the drug.
      for (const id of referent.classIds) name(taking.classIds, knowledge.classAncestors.get(id) ?? [id], entry);
    }
  }
  const unrecognised = {
    allergies: allergies.unplaced,
    medicalConditions: conditions.unplaced,
    currentMedications: medicines.unplaced,
  };
  return { profile, allergy, conditionIds, taking, unrecognised };
}

/** The profile's entries the engine cannot place, as the person wrote them (empty lists when all are placed). */
export const unrecognisedEntries = (profile: HealthProfile, knowledge: Knowledge): Unrecognised =>
  resolveProfile(profile, knowledge).unrecognised;
