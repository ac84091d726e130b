import { file, type Rule } from './rule.js';

export const ageRule: Rule = (person, product, _knowledge, out) => {
  const age = person.profile.age;
  if (age === null) return;
  for (const fact of product.facts.ages) {
    const applies =
      (fact.belowYears !== undefined && age < fact.belowYears) ||
      (fact.fromYears !== undefined && age >= fact.fromYears);
    if (applies) file(out, 'age', fact);
  }
};
