import { file, type Rule } from './rule.js';

export const conditionRule: Rule = (person, product, _knowledge, out) => {
  for (const fact of product.facts.conditions) {
    if (person.conditionIds.has(fact.conditionId)) file(out, 'condition', fact);
  }
};
