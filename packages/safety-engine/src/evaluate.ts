import type { Medication } from '@otc/formulary';
import type { Knowledge } from './knowledge.js';
import { rules } from './rules.js';
import type { HealthProfile, Verdict } from './types.js';

/** Judges one product for one person. Clinical outcomes are values, never exceptions. */
export function evaluateMedication(profile: HealthProfile, medication: Medication, knowledge: Knowledge): Verdict {
  const reasons = rules.flatMap((rule) => rule(profile, medication, knowledge));
  return reasons.length === 0 ? { verdict: 'safe', reasons: [] } : { verdict: 'avoid', reasons };
}
