import { formulary } from '@otc/formulary';
import {
  buildKnowledge,
  emptyProfile,
  evaluateProduct,
  findProduct,
  type HealthProfile,
  type Verdict,
} from '../src/index.js';

export const knowledge = buildKnowledge(formulary);

/** The product a shopper means by this name; fails the test loudly if the catalogue lacks it. */
const productId = (name: string): string => {
  const found = findProduct(knowledge, name);
  if (!found) throw new Error(`No product answers to '${name}' in the formulary`);
  return found.id;
};

export const med = (name: string) => ({ name, dosage: 'As directed', frequency: '' });

export const profileWith = (fields: Partial<HealthProfile>): HealthProfile => ({ ...emptyProfile(), ...fields });

export const judge = (fields: Partial<HealthProfile>, name: string): Verdict =>
  evaluateProduct(profileWith(fields), productId(name), knowledge);

export const codesOf = (fields: Partial<HealthProfile>, name: string) =>
  [...new Set(judge(fields, name).reasons.map((r) => r.code))].sort();
