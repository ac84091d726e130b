import type { Trigger } from '../types.js';
import { factFinding, weigh, type Rule } from './rule.js';

type Flag = 'isPregnant' | 'isBreastfeeding';

// Every OTC drug label carries the general "ask a health professional" statement (its origin is the product's
// own label): it stays a caution unless a specific fact for this product says to avoid it.
const judge =
  (code: 'pregnancy' | 'breastfeeding', flag: Flag): Rule =>
  (person, product, knowledge, out) => {
    const trigger: Trigger | undefined = person.profile[flag] ? { field: flag, entry: 'true' } : undefined;
    const facts = product.facts[code];
    for (const fact of facts) weigh(out, factFinding(code, fact, flag), trigger);
    if (facts.some((f) => f.severity === 'avoid') || product.kind !== 'medication') return;
    const general = knowledge.formulary.general.pregnancyOrBreastfeeding;
    weigh(
      out,
      { reason: { code, ...general, origin: product.origin }, severity: 'caution', appliesWhen: flag },
      trigger,
    );
  };

export const pregnancyRule: Rule = judge('pregnancy', 'isPregnant');

/** Breastfeeding is judged on its own evidence (LactMed), never borrowed from pregnancy. */
export const breastfeedingRule: Rule = judge('breastfeeding', 'isBreastfeeding');
