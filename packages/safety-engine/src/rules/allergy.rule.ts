import type { Rule } from './rule.js';

export const allergyRule: Rule = (person, product, knowledge, out) => {
  const allergy = person.allergy;
  if (person.profile.allergies.length === 0) return;
  const source = product.source;
  for (const id of product.ingredientIds) {
    const name = knowledge.ingredientNames.get(id) ?? id;
    if (allergy.ingredientIds.has(id)) {
      out.reasons.push({ code: 'allergy', message: `Contains ${name}, which you are allergic to.`, source });
      continue;
    }
    const shared = (knowledge.classesOfIngredient.get(id) ?? []).find((c) => allergy.classIds.has(c));
    if (shared) {
      const className = knowledge.classNames.get(shared) ?? shared;
      out.reasons.push({
        code: 'allergy',
        message: `Contains ${name}, one of the ${className} medicines; an allergy to one of them can mean a reaction to others.`,
        source,
      });
    }
  }
  for (const id of product.allergenIds) {
    if (allergy.allergenIds.has(id)) {
      const name = knowledge.allergenNames.get(id) ?? id;
      out.reasons.push({
        code: 'allergy',
        message: `Contains ${name.toLowerCase()}, which you are allergic to.`,
        source,
      });
    }
  }
  for (const alert of product.facts.allergyAlerts) {
    const target = alert.targetId;
    if (allergy.ingredientIds.has(target) || allergy.memberClassIds.has(target) || allergy.allergenIds.has(target)) {
      out.reasons.push({ code: 'allergy', message: alert.message, source: alert.source });
    }
  }
};
