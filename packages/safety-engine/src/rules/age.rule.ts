import type { AgeFact } from '@otc/formulary';
import { factFinding, weigh, type Rule } from './rule.js';

const appliesAt = (fact: AgeFact, age: number): boolean =>
  (fact.belowYears !== undefined && age < fact.belowYears) || (fact.fromYears !== undefined && age >= fact.fromYears);

export const ageRule: Rule = (person, product, _knowledge, out) => {
  const age = person.profile.age;
  for (const fact of product.facts.ages) {
    const when = fact.belowYears !== undefined ? `age < ${fact.belowYears}` : `age >= ${fact.fromYears}`;
    const fired = age !== null && appliesAt(fact, age);
    weigh(out, factFinding('age', fact, when), fired ? { field: 'age', entry: String(age) } : undefined);
  }
};
