import { formulary, type Medication } from '@otc/formulary';
import { describe, expect, it } from 'vitest';
import { rankMedications } from '../../src/search/application/rank-medications.js';

// Only what ranking reads; the rest of a medicine does not matter here.
const med = (id: string, name: string, uses: string[], strength = '1 mg'): Medication =>
  ({ id, name, uses, activeIngredients: [{ ingredientId: 'coldol', strength }] }) as unknown as Medication;

describe('rankMedications: one entry per formulation', () => {
  // Zeta Cold is the brand, listed first in the content; Acme Daytime is its store brand, first by name.
  const zeta = med('zeta-cold', 'Zeta Cold', ['cold']);
  const acme = med('acme-daytime', 'Acme Daytime', ['cold']);

  it('lists a formulation under its first presentation as the content lists it, not the first by name', () => {
    expect(rankMedications([zeta, acme], ['cold'], []).map((m) => m.name)).toEqual(['Zeta Cold']);
  });

  it('lists a store brand named outright as named, and its brand not again', () => {
    expect(rankMedications([zeta, acme], ['cold'], ['acme-daytime']).map((m) => m.name)).toEqual(['Acme Daytime']);
  });

  it('keeps different strengths apart', () => {
    const strong = med('zeta-max', 'Zeta Max', ['cold'], '2 mg');
    expect(rankMedications([zeta, acme, strong], ['cold'], []).map((m) => m.name)).toEqual(['Zeta Cold', 'Zeta Max']);
  });

  it('lists Vicks DayQuil Cold & Flu, not a store brand of it, for a cold and flu search', () => {
    const names = rankMedications(formulary.medications, ['common-cold', 'flu-symptoms'], []).map((m) => m.name);
    expect(names).toContain('Vicks DayQuil Cold & Flu');
    expect(names).not.toContain('CVS Health Daytime Cold & Flu Relief');
  });
});
