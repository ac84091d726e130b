import { describe, expect, it } from 'vitest';
import { emptyProfile, evaluateProduct } from '../src/index.js';
import { codesOf, judge, knowledge, med } from './fixtures.js';

describe('an empty profile', () => {
  it('blocks nothing and raises no caution anywhere in the catalogue', () => {
    for (const id of knowledge.products.keys()) {
      expect(evaluateProduct(emptyProfile(), id, knowledge), id).toEqual({
        verdict: 'safe',
        level: null,
        reasons: [],
        cautions: [],
      });
    }
  });
});

describe('allergy rule', () => {
  it('avoids a product whose ingredient the person is allergic to, naming it, with a source', () => {
    const verdict = judge({ allergies: ['ibuprofen'] }, 'Advil');
    expect(verdict.verdict).toBe('avoid');
    expect(verdict.reasons[0]!.message).toMatch(/Ibuprofen/);
    expect(verdict.reasons[0]!.source.url).toMatch(/^https:\/\//);
  });

  it('reads an allergy written as a brand name', () => {
    expect(codesOf({ allergies: ['Advil'] }, 'Motrin IB')).toEqual(['allergy']);
  });

  it('reads an international name (paracetamol is acetaminophen), also inside combination products', () => {
    expect(codesOf({ allergies: ['Paracetamol'] }, 'Tylenol Extra Strength')).toEqual(['allergy']);
    expect(codesOf({ allergies: ['paracetamol'] }, 'Vicks NyQuil Cold & Flu')).toContain('allergy');
  });

  it('carries an aspirin allergy to other NSAIDs but not to acetaminophen', () => {
    expect(codesOf({ allergies: ['aspirin'] }, 'Aleve')).toEqual(['allergy']);
    expect(codesOf({ allergies: ['aspirin'] }, 'Advil')).toEqual(['allergy']);
    expect(judge({ allergies: ['aspirin'] }, 'Tylenol Extra Strength').verdict).toBe('safe');
  });

  it('follows the NSAID label: an allergy to any pain reliever rules NSAIDs out', () => {
    expect(codesOf({ allergies: ['acetaminophen'] }, 'Advil')).toEqual(['allergy']);
  });

  it('treats bismuth subsalicylate as a salicylate', () => {
    expect(codesOf({ allergies: ['salicylates'] }, 'Pepto-Bismol')).toEqual(['allergy']);
    expect(codesOf({ allergies: ['aspirin'] }, 'Pepto-Bismol')).toEqual(['allergy']);
  });

  it('matches food allergens a supplement declares', () => {
    expect(codesOf({ allergies: ['fish'] }, 'fish oil')).toEqual(['allergy']);
  });

  it('ignores allergies unrelated to the product', () => {
    expect(judge({ allergies: ['penicillin', 'peanuts', 'latex'] }, 'Claritin').verdict).toBe('safe');
  });
});

describe('condition rule', () => {
  it('matches abbreviations and lay terms', () => {
    expect(codesOf({ medicalConditions: ['HTN'] }, 'Sudafed')).toEqual(['condition']);
    expect(codesOf({ medicalConditions: ['high blood pressure'] }, 'Advil')).toEqual(['condition']);
    expect(codesOf({ medicalConditions: ['BPH'] }, 'Benadryl Allergy')).toEqual(['condition']);
    expect(codesOf({ medicalConditions: ['CKD stage 3'] }, 'Aleve')).toEqual(['condition']);
  });

  it('applies warnings about a broader condition (cirrhosis is liver disease, GERD a stomach problem)', () => {
    expect(codesOf({ medicalConditions: ['cirrhosis'] }, 'Tylenol Extra Strength')).toEqual(['condition']);
    expect(codesOf({ medicalConditions: ['GERD'] }, 'Advil')).toEqual(['condition']);
  });

  it('does not object where the label does not (non-drowsy antihistamine and high blood pressure)', () => {
    expect(judge({ medicalConditions: ['hypertension'] }, 'Claritin').verdict).toBe('safe');
    expect(judge({ medicalConditions: ['glaucoma'] }, 'Tylenol Extra Strength').verdict).toBe('safe');
  });
});

describe('interaction rule', () => {
  it('resolves a brand with a dose to its class: Coumadin is a blood thinner', () => {
    const verdict = judge({ currentMedications: [med('Coumadin 5 mg')] }, 'Advil');
    expect(verdict.verdict).toBe('avoid');
    expect(verdict.reasons.map((r) => r.code)).toContain('interaction');
  });

  it('reaches a direct oral anticoagulant the same way', () => {
    expect(codesOf({ currentMedications: [med('Eliquis 5mg twice daily')] }, 'Aleve')).toContain('interaction');
  });

  it('flags acetaminophen with warfarin, as its label asks', () => {
    expect(codesOf({ currentMedications: [med('warfarin')] }, 'Tylenol Extra Strength')).toContain('interaction');
  });

  it('keeps MAO inhibitors away from dextromethorphan and decongestants', () => {
    expect(codesOf({ currentMedications: [med('Nardil')] }, 'Delsym')).toContain('interaction');
    expect(codesOf({ currentMedications: [med('phenelzine')] }, 'Sudafed')).toContain('interaction');
  });

  it('keeps sedating antihistamines away from sedatives', () => {
    expect(codesOf({ currentMedications: [med('Xanax 0.5 mg')] }, 'Benadryl Allergy')).toContain('interaction');
    expect(codesOf({ currentMedications: [med('Ambien')] }, 'Tylenol PM')).toContain('interaction');
  });

  it('flags supplements that interact with prescriptions', () => {
    expect(codesOf({ currentMedications: [med('Coumadin')] }, 'Vitamin K')).toContain('interaction');
    expect(codesOf({ currentMedications: [med('Zoloft 50 mg')] }, "St. John's Wort")).toContain('interaction');
  });

  it('checks both ways: a supplement the person takes can warn against this product', () => {
    const verdict = judge({ currentMedications: [med("St. John's wort")] }, 'Delsym');
    expect(verdict.verdict).toBe('avoid');
    expect(verdict.reasons[0]!.message).toMatch(/You take St\. John's wort; .*raises serotonin/);
    expect(verdict.reasons[0]!.source.url).toContain('nccih.nih.gov');
  });

  it('reads a class named instead of a drug ("a blood thinner")', () => {
    expect(codesOf({ currentMedications: [med('blood thinner')] }, 'Advil')).toContain('interaction');
  });
});

describe('duplicate ingredient', () => {
  it('sees through a prescription combination: Percocet contains acetaminophen', () => {
    expect(codesOf({ currentMedications: [med('Percocet 5/325')] }, 'Tylenol Extra Strength')).toContain(
      'duplicate-ingredient',
    );
  });

  it('finds acetaminophen hidden in a combination product, both ways round', () => {
    expect(codesOf({ currentMedications: [med('NyQuil')] }, 'Tylenol Extra Strength')).toEqual([
      'duplicate-ingredient',
    ]);
    expect(codesOf({ currentMedications: [med('Tylenol')] }, 'Vicks NyQuil Cold & Flu')).toContain(
      'duplicate-ingredient',
    );
  });
});

describe('pregnancy and breastfeeding', () => {
  it('avoids NSAIDs in pregnancy with the FDA source, and keeps acetaminophen with the label caution', () => {
    const advil = judge({ isPregnant: true }, 'Advil');
    expect(advil.reasons.map((r) => r.code)).toEqual(['pregnancy']);
    expect(advil.reasons[0]!.source.url).toContain('fda.gov');
    const tylenol = judge({ isPregnant: true }, 'Tylenol Extra Strength');
    expect(tylenol.verdict).toBe('safe');
    expect(tylenol.cautions.map((c) => c.code)).toEqual(['pregnancy']);
  });

  it('judges breastfeeding on its own evidence, not as pregnancy', () => {
    const verdict = judge({ isBreastfeeding: true }, 'Advil');
    expect(verdict.verdict).toBe('safe');
    expect(verdict.cautions.map((c) => c.code)).toContain('breastfeeding');
  });
});

describe('age rule', () => {
  it("avoids salicylates under 19 because of Reye's syndrome", () => {
    expect(
      judge({ age: 16 }, 'Bayer Aspirin')
        .reasons.map((r) => r.message)
        .join(' '),
    ).toMatch(/Reye/);
    expect(codesOf({ age: 15 }, 'Pepto-Bismol')).toEqual(['age']);
    expect(judge({ age: 19 }, 'Bayer Aspirin').verdict).toBe('safe');
  });

  it('avoids an adult product below its labelled age, and allows the children’s version', () => {
    expect(codesOf({ age: 8 }, 'Advil')).toEqual(['age']);
    expect(judge({ age: 8 }, "Children's Motrin").verdict).toBe('safe');
  });

  it('applies the Beers Criteria at 65 and the NSAID label at 60', () => {
    expect(judge({ age: 70 }, 'Benadryl Allergy').reasons.map((r) => r.source.url)).toContain(
      'https://doi.org/10.1111/jgs.18372',
    );
    expect(codesOf({ age: 62 }, 'Aleve')).toEqual(['age']);
    expect(judge({ age: 70 }, 'Claritin').verdict).toBe('safe');
  });
});

it('lists every reason when several rules object', () => {
  const codes = codesOf(
    {
      age: 15,
      isPregnant: true,
      allergies: ['salicylates'],
      medicalConditions: ['asthma'],
      currentMedications: [med('Plavix')],
    },
    'Bayer Aspirin',
  );
  expect(codes).toEqual(['age', 'allergy', 'condition', 'interaction', 'pregnancy']);
});
