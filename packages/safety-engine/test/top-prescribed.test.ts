import { formulary } from '@otc/formulary';
import { describe, expect, it } from 'vitest';
import { buildKnowledge, resolveProfile } from '../src/index.js';
import { topPrescribedBrands, topPrescribedGenerics } from './top-prescribed.js';

const knowledge = buildKnowledge(formulary);
const couldNotPlace = (names: readonly string[]) =>
  names.filter(
    (name) =>
      resolveProfile({ allergies: [], medicalConditions: [], currentMedications: [{ name }] }, knowledge).unrecognised
        .currentMedications.length > 0,
  );

describe('the medicines people most often take', () => {
  it('places every one of the top prescribed generics as a current medicine', () => {
    expect(topPrescribedGenerics.length).toBeGreaterThanOrEqual(300);
    expect(couldNotPlace(topPrescribedGenerics)).toEqual([]);
  });

  it('places their brand names as people type them', () => {
    expect(couldNotPlace(topPrescribedBrands)).toEqual([]);
  });
});
