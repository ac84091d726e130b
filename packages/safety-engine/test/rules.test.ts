import { formulary } from '@otc/formulary';
import { describe, expect, it } from 'vitest';
import { emptyProfile, evaluateMedication } from '../src/index.js';
import { codesOf, judge, knowledge } from './fixtures.js';

const med = (name: string) => ({ name, dosage: 'As directed', frequency: '' });

describe('an empty profile', () => {
  it('blocks nothing in the catalogue', () => {
    for (const medication of formulary.medications) {
      expect(evaluateMedication(emptyProfile(), medication, knowledge)).toEqual({ verdict: 'safe', reasons: [] });
    }
  });
});

describe('allergy rule', () => {
  it('avoids a product whose ingredient the person is allergic to, naming the ingredient', () => {
    const verdict = judge({ allergies: ['Ibuprofen'] }, 'ibuprofen-200');
    expect(verdict.verdict).toBe('avoid');
    expect(verdict.reasons[0]).toMatchObject({ code: 'allergy', message: expect.stringContaining('Ibuprofen') });
    expect(verdict.reasons[0]!.source.url).toMatch(/^https:\/\//);
  });

  it('recognises an allergy written as a brand name', () => {
    expect(codesOf({ allergies: ['advil'] }, 'ibuprofen-200')).toEqual(['allergy']);
  });

  it('carries an aspirin allergy over to other NSAIDs but not to acetaminophen', () => {
    expect(codesOf({ allergies: ['aspirin'] }, 'naproxen-220')).toEqual(['allergy']);
    expect(codesOf({ allergies: ['aspirin'] }, 'ibuprofen-200')).toEqual(['allergy']);
    expect(judge({ allergies: ['aspirin'] }, 'acetaminophen-500').verdict).toBe('safe');
  });

  it('matches an international name (paracetamol is acetaminophen)', () => {
    expect(codesOf({ allergies: ['Paracetamol'] }, 'acetaminophen-500')).toEqual(['allergy']);
  });

  it('ignores allergies unrelated to the product', () => {
    expect(judge({ allergies: ['penicillin', 'peanuts'] }, 'loratadine-10').verdict).toBe('safe');
  });
});

describe('condition rule', () => {
  it('avoids an NSAID for someone with kidney disease written as an abbreviation', () => {
    expect(codesOf({ medicalConditions: ['CKD stage 3'] }, 'ibuprofen-200')).toEqual(['condition']);
  });

  it('matches lay phrasing of high blood pressure', () => {
    expect(codesOf({ medicalConditions: ['high blood pressure'] }, 'naproxen-220')).toEqual(['condition']);
    expect(codesOf({ medicalConditions: ['HTN'] }, 'naproxen-220')).toEqual(['condition']);
  });

  it('does not object to acetaminophen for high blood pressure', () => {
    expect(judge({ medicalConditions: ['hypertension'] }, 'acetaminophen-500').verdict).toBe('safe');
  });
});

describe('interaction rule', () => {
  it('avoids an NSAID for someone taking a blood thinner named by brand and dose', () => {
    const verdict = judge({ currentMedications: [med('Coumadin 5 mg')] }, 'ibuprofen-200');
    expect(verdict.verdict).toBe('avoid');
    expect(verdict.reasons.map((r) => r.code)).toEqual(['interaction']);
    expect(verdict.reasons[0]!.message).toMatch(/blood thinner/);
  });

  it('flags acetaminophen with warfarin, as its label asks', () => {
    expect(codesOf({ currentMedications: [med('warfarin')] }, 'acetaminophen-500')).toEqual(['interaction']);
  });

  it('flags taking the same ingredient twice', () => {
    expect(codesOf({ currentMedications: [med('Tylenol Extra Strength')] }, 'acetaminophen-500')).toEqual([
      'duplicate-ingredient',
    ]);
  });
});

describe('pregnancy rule', () => {
  it('avoids NSAIDs in pregnancy and cites the FDA advice', () => {
    const verdict = judge({ isPregnant: true }, 'ibuprofen-200');
    expect(verdict.reasons.map((r) => r.code)).toEqual(['pregnancy']);
    expect(verdict.reasons[0]!.source.url).toContain('fda.gov');
  });

  it('leaves acetaminophen safe in pregnancy', () => {
    expect(judge({ isPregnant: true }, 'acetaminophen-500').verdict).toBe('safe');
  });
});

describe('age rule', () => {
  it("avoids aspirin for a teenager because of Reye's syndrome", () => {
    expect(judge({ age: 16 }, 'aspirin-325').reasons[0]!.message).toMatch(/Reye/);
    expect(judge({ age: 19 }, 'aspirin-325').verdict).toBe('safe');
  });

  it('avoids an adult-strength product below its labelled age', () => {
    expect(codesOf({ age: 8 }, 'ibuprofen-200')).toEqual(['age']);
    expect(judge({ age: 8 }, 'loratadine-10').verdict).toBe('safe');
  });
});

it('lists every reason when several rules object', () => {
  const codes = codesOf(
    { age: 15, isPregnant: true, allergies: ['salicylates'], medicalConditions: ['asthma'] },
    'aspirin-325',
  );
  expect(codes.sort()).toEqual(['age', 'allergy', 'condition', 'pregnancy']);
});
