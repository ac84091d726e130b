import type { Fact } from '@otc/formulary';
import { file, type Findings, type Rule } from './rule.js';
import type { Knowledge } from '../knowledge.js';
import type { PreparedProduct, ReasonCode } from '../types.js';

// Every OTC drug label carries the general "ask a health professional" statement: it stays a caution
// unless a specific fact for this product says to avoid it.
function judge(code: ReasonCode, facts: Fact[], product: PreparedProduct, knowledge: Knowledge, out: Findings): void {
  facts.forEach((fact) => file(out, code, fact));
  const avoided = facts.some((f) => f.severity === 'avoid');
  if (!avoided && product.kind === 'medication') {
    out.cautions.push({ code, ...knowledge.formulary.general.pregnancyOrBreastfeeding });
  }
}

export const pregnancyRule: Rule = (person, product, knowledge, out) => {
  if (person.profile.isPregnant) judge('pregnancy', product.facts.pregnancy, product, knowledge, out);
};

/** Breastfeeding is judged on its own evidence (LactMed), never borrowed from pregnancy. */
export const breastfeedingRule: Rule = (person, product, knowledge, out) => {
  if (person.profile.isBreastfeeding) judge('breastfeeding', product.facts.breastfeeding, product, knowledge, out);
};
