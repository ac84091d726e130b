import type { Medication } from '@otc/formulary';
import { resolveConditions, resolveSubstances, type Knowledge } from './knowledge.js';
import type { HealthProfile, Reason } from './types.js';

/** Each rule reads the profile and one product and returns every reason it finds (none means no objection). */
export type Rule = (profile: HealthProfile, medication: Medication, knowledge: Knowledge) => Reason[];

const ingredientIds = (medication: Medication) => medication.activeIngredients.map((a) => a.ingredientId);

const ingredientName = (knowledge: Knowledge, id: string): string => knowledge.ingredientNames.get(id) ?? id;

export const allergyRule: Rule = (profile, medication, knowledge) => {
  if (profile.allergies.length === 0) return [];
  const allergic = resolveSubstances(knowledge, profile.allergies, 'allergy');
  const reasons: Reason[] = [];
  for (const id of ingredientIds(medication)) {
    const name = ingredientName(knowledge, id);
    if (allergic.ingredientIds.has(id)) {
      reasons.push({
        code: 'allergy',
        message: `Contains ${name}, which you are allergic to.`,
        source: medication.source,
      });
      continue;
    }
    const sharedClass = (knowledge.classesOfIngredient.get(id) ?? []).find((c) => allergic.classIds.has(c));
    if (sharedClass) {
      const className = knowledge.classNames.get(sharedClass) ?? sharedClass;
      reasons.push({
        code: 'allergy',
        message: `Contains ${name}, a ${className}; people allergic to one medicine of this kind can react to others.`,
        source: medication.source,
      });
    }
  }
  return reasons;
};

export const conditionRule: Rule = (profile, medication, knowledge) => {
  if (profile.medicalConditions.length === 0) return [];
  const conditions = resolveConditions(knowledge, profile.medicalConditions);
  return medication.label.conditions
    .filter((warning) => conditions.has(warning.conditionId))
    .map(({ message, source }) => ({ code: 'condition', message, source }));
};

export const interactionRule: Rule = (profile, medication, knowledge) => {
  if (profile.currentMedications.length === 0) return [];
  const taking = resolveSubstances(
    knowledge,
    profile.currentMedications.map((m) => m.name),
    'medication',
  );
  const reasons: Reason[] = medication.label.interactions
    .filter((w) => taking.ingredientIds.has(w.targetId) || taking.classIds.has(w.targetId))
    .map(({ message, source }) => ({ code: 'interaction', message, source }));
  // Taking the same ingredient twice (often hidden in a combination product) is an overdose risk.
  for (const id of ingredientIds(medication)) {
    if (taking.ingredientIds.has(id)) {
      reasons.push({
        code: 'duplicate-ingredient',
        message: `You already take a medicine containing ${ingredientName(knowledge, id)}; taking both could mean too much.`,
        source: medication.source,
      });
    }
  }
  return reasons;
};

export const pregnancyRule: Rule = (profile, medication) => {
  const fact = medication.label.pregnancy;
  return profile.isPregnant && fact ? [{ code: 'pregnancy', message: fact.message, source: fact.source }] : [];
};

export const breastfeedingRule: Rule = (profile, medication) => {
  const fact = medication.label.breastfeeding;
  return profile.isBreastfeeding && fact ? [{ code: 'breastfeeding', message: fact.message, source: fact.source }] : [];
};

export const ageRule: Rule = (profile, medication) => {
  const age = profile.age;
  if (age === null) return [];
  return medication.label.ageLimits
    .filter((limit) => age < limit.minYears)
    .map(({ message, source }) => ({ code: 'age', message, source }));
};

export const rules: readonly Rule[] = [
  allergyRule,
  conditionRule,
  interactionRule,
  pregnancyRule,
  breastfeedingRule,
  ageRule,
];
