import { formulary, type Medication } from '@otc/formulary';
import { buildKnowledge, emptyProfile, evaluateMedication, type HealthProfile } from '../src/index.js';

export const knowledge = buildKnowledge(formulary);

export const product = (id: string): Medication => {
  const found = formulary.medications.find((m) => m.id === id);
  if (!found) throw new Error(`No product ${id} in the formulary`);
  return found;
};

export const profileWith = (fields: Partial<HealthProfile>): HealthProfile => ({ ...emptyProfile(), ...fields });

export const judge = (fields: Partial<HealthProfile>, productId: string) =>
  evaluateMedication(profileWith(fields), product(productId), knowledge);

export const codesOf = (fields: Partial<HealthProfile>, productId: string) =>
  judge(fields, productId).reasons.map((r) => r.code);
