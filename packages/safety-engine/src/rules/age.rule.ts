import type { AgeFact } from '@otc/formulary';
import { factFinding, weigh, type Rule } from './rule.js';

// A fact gives one bound; the absent one never applies (nobody is under 0 or at least Infinity years old).
const appliesAt = (fact: AgeFact, age: number): boolean =>
  age < (fact.belowYears ?? 0) || age >= (fact.fromYears ?? Infinity);

export const ageRule: Rule = (person, product, _knowledge, out) => {
  const age = person.profile.age;
  for (const fact of product.facts.ages) {
    const when = fact.belowYears !== undefined ? `age < ${fact.belowYears}` : `age >= ${fact.fromYears}`;
    const fired = age !== null && appliesAt(fact, age);
    weigh(out, factFinding('age', fact, when), fired ? { field: 'age', entry: String(age) } : undefined);
  }
};
