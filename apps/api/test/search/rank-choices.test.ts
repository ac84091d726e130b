import { formulary, type Medication } from '@otc/formulary';
import { describe, expect, it } from 'vitest';
import { rankMedications } from '../../src/search/application/rank-medications.js';

// Only what ranking reads; the rest of a medicine does not matter here.
const med = (id: string, uses: string[], ingredients: string[], directions?: Medication['directions']): Medication =>
  ({
    id,
    name: id,
    uses,
    activeIngredients: ingredients.map((ingredientId) => ({ ingredientId, strength: `${id} 1 mg` })),
    directions,
  }) as unknown as Medication;
const names = (ms: Medication[]) => ms.map((m) => m.name);

describe('rankMedications: the first results show the different choices', () => {
  it('lists one product of each ingredient mix before a second one of the same mix', () => {
    const ranked = rankMedications(
      [med('A senna 15', ['c'], ['senna']), med('B senna 25', ['c'], ['senna']), med('Z peg', ['c'], ['peg'])],
      ['c'],
      [],
    );
    expect(names(ranked)).toEqual(['A senna 15', 'Z peg', 'B senna 25']);
  });

  it('lists a single-ingredient product before a combination with the same primary use', () => {
    const ranked = rankMedications(
      [med('A combo', ['ache'], ['apap', 'caffeine']), med('Z single', ['ache'], ['naproxen'])],
      ['ache'],
      [],
    );
    expect(names(ranked)).toEqual(['Z single', 'A combo']);
  });

  it('still lists a product treating more of the symptoms first, even a repeat of a mix', () => {
    const ranked = rankMedications(
      [
        med('A ibu', ['ache'], ['ibu']),
        med('B ibu both', ['fever', 'ache'], ['ibu']),
        med('C apap', ['ache'], ['apap']),
      ],
      ['ache', 'fever'],
      [],
    );
    expect(names(ranked)[0]).toBe('B ibu both');
  });

  it("lists a product whose label gives no adult dose after adults' products, unless a child is named", () => {
    const kidsOnly = {
      bands: [
        { fromYears: 0, belowYears: 12, action: 'dose' },
        { fromYears: 12, belowYears: null, action: 'ask-a-doctor' },
      ],
    } as unknown as Medication['directions'];
    const list = [med('A chewable', ['c'], ['mag'], kidsOnly), med('B adult', ['c'], ['bisa'])];
    expect(names(rankMedications(list, ['c'], []))).toEqual(['B adult', 'A chewable']);
    expect(names(rankMedications(list, ['c'], [], true))).toEqual(['A chewable', 'B adult']);
  });

  it('puts PEG 3350 among the first ten for constipation, and naproxen among the first ten for a backache', () => {
    const top = (symptom: string) =>
      rankMedications(formulary.medications, [symptom], [])
        .slice(0, 10)
        .flatMap((m) => m.activeIngredients.map((a) => a.ingredientId));
    expect(top('constipation')).toContain('polyethylene-glycol-3350');
    expect(top('backache')).toContain('naproxen');
  });
});
