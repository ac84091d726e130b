import { factFinding, listTrigger, weigh, type Rule } from './rule.js';

export const conditionRule: Rule = (person, product, _knowledge, out) => {
  for (const fact of product.facts.conditions) {
    const trigger = listTrigger('medicalConditions', person.conditionIds.get(fact.conditionId));
    weigh(out, factFinding('condition', fact, `medicalConditions: ${fact.conditionId}`), trigger);
  }
};
