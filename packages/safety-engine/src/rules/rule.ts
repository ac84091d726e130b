import type { Fact } from '@otc/formulary';
import type { Knowledge } from '../knowledge.js';
import type { ResolvedProfile } from '../resolve-profile.js';
import type { PreparedProduct, Reason, ReasonCode } from '../types.js';

export interface Findings {
  reasons: Reason[];
  cautions: Reason[];
}

/** A rule reads the resolved profile and one prepared product and adds what it finds. */
export type Rule = (person: ResolvedProfile, product: PreparedProduct, knowledge: Knowledge, out: Findings) => void;

/** Files a sourced fact as a reason (avoid) or a caution, by its severity. */
export function file(out: Findings, code: ReasonCode, fact: Fact): void {
  const entry = { code, message: fact.message, source: fact.source };
  if (fact.severity === 'avoid') out.reasons.push(entry);
  else out.cautions.push(entry);
}
