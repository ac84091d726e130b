import { listTrigger, weigh, type Finding, type Rule } from './rule.js';

// An allergy is a "do not use" on every label, whatever else the fact says.
const avoid = (reason: Finding['reason'], appliesWhen: string): Finding => ({
  reason: { ...reason, level: 'do-not-use' },
  severity: 'avoid',
  appliesWhen,
});

export const allergyRule: Rule = (person, product, knowledge, out) => {
  const allergy = person.allergy;
  const source = product.source;
  const trigger = (entry: string | undefined) => listTrigger('allergies', entry);
  // What the product contains: found by the engine itself, so listed only when it fires.
  for (const id of product.ingredientIds) {
    const name = knowledge.ingredientNames.get(id) ?? id;
    const byName = allergy.ingredientIds.get(id);
    if (byName !== undefined) {
      const origin = { kind: 'ingredient' as const, id, name };
      const message = `Contains ${name}, which you are allergic to.`;
      weigh(out, avoid({ code: 'allergy', message, source, origin }, `allergies: ${id}`), trigger(byName));
      continue;
    }
    const shared = (knowledge.classesOfIngredient.get(id) ?? []).find((c) => allergy.classIds.has(c));
    if (shared) {
      const className = knowledge.classNames.get(shared) ?? shared;
      const origin = { kind: 'class' as const, id: shared, name: className };
      const message = `Contains ${name}, one of the ${className} medicines; an allergy to one of them can mean a reaction to others.`;
      weigh(
        out,
        avoid({ code: 'allergy', message, source, origin }, `allergies: ${shared}`),
        trigger(allergy.classIds.get(shared)),
      );
    }
  }
  for (const id of product.allergenIds) {
    const byName = allergy.allergenIds.get(id);
    if (byName === undefined) continue;
    const name = knowledge.allergenNames.get(id) ?? id;
    const message = `Contains ${name.toLowerCase()}, which you are allergic to.`;
    // The product's own label declares the allergen.
    weigh(
      out,
      avoid({ code: 'allergy', message, source, origin: product.origin }, `allergies: ${id}`),
      trigger(byName),
    );
  }
  // Written "do not use if allergic to ..." lines: weighed whether or not they fire.
  for (const alert of product.facts.allergyAlerts) {
    const target = alert.targetId;
    const entry =
      allergy.ingredientIds.get(target) ?? allergy.memberClassIds.get(target) ?? allergy.allergenIds.get(target);
    const reason = { code: 'allergy' as const, message: alert.message, source: alert.source, origin: alert.origin };
    weigh(out, avoid(reason, `allergies: ${target}`), trigger(entry));
  }
};
