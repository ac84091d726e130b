import { formulary } from '@otc/formulary';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateProduct, normaliseProfile, type HealthProfile } from '../src/index.js';
import { knowledge } from './fixtures.js';

const vocabulary = [
  ...formulary.ingredients.flatMap((i) => [i.name, ...i.synonyms]),
  ...formulary.conditions.flatMap((c) => [c.name, ...c.synonyms]),
  ...formulary.allergens.flatMap((a) => [a.name, ...a.synonyms]),
  ...formulary.medications.map((m) => m.name),
  ...formulary.drugClasses.flatMap((c) => c.synonyms),
  'peanuts',
  'penicillin',
];
const term = fc.oneof(fc.constantFrom(...vocabulary), fc.string({ maxLength: 20 }));
const profileArb: fc.Arbitrary<HealthProfile> = fc.record({
  age: fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }),
  gender: fc.constantFrom(null, 'male', 'female', 'other', 'prefer-not-to-say' as const),
  allergies: fc.array(term, { maxLength: 4 }),
  medicalConditions: fc.array(term, { maxLength: 4 }),
  currentMedications: fc.array(
    term.map((name) => ({ name, dosage: 'As directed', frequency: '' })),
    { maxLength: 4 },
  ),
  isPregnant: fc.boolean(),
  isBreastfeeding: fc.boolean(),
});
const productArb = fc.constantFrom(...knowledge.products.keys());

describe('safety properties', () => {
  it('adding an allergy, condition or medicine never turns avoid into safe', () => {
    fc.assert(
      fc.property(
        profileArb,
        productArb,
        term,
        fc.constantFrom('allergies', 'medicalConditions', 'currentMedications'),
        (profile, product, extra, field) => {
          const before = evaluateProduct(profile, product, knowledge);
          const grown: HealthProfile =
            field === 'currentMedications'
              ? {
                  ...profile,
                  currentMedications: [
                    ...profile.currentMedications,
                    { name: extra, dosage: 'As directed', frequency: '' },
                  ],
                }
              : { ...profile, [field]: [...profile[field], extra] };
          const after = evaluateProduct(grown, product, knowledge);
          if (before.verdict === 'avoid') expect(after.verdict).toBe('avoid');
          expect(after.reasons.length).toBeGreaterThanOrEqual(before.reasons.length);
        },
      ),
    );
  });

  it('becoming pregnant or breastfeeding never turns avoid into safe', () => {
    fc.assert(
      fc.property(
        profileArb,
        productArb,
        fc.constantFrom('isPregnant', 'isBreastfeeding' as const),
        (profile, product, flag) => {
          const before = evaluateProduct({ ...profile, [flag]: false }, product, knowledge);
          const after = evaluateProduct({ ...profile, [flag]: true }, product, knowledge);
          if (before.verdict === 'avoid') expect(after.verdict).toBe('avoid');
        },
      ),
    );
  });

  it('an empty profile marks every product safe', () => {
    fc.assert(
      fc.property(productArb, (product) => {
        expect(evaluateProduct(normaliseProfile({}), product, knowledge).verdict).toBe('safe');
      }),
    );
  });

  it('every reason has a message and a source address', () => {
    fc.assert(
      fc.property(profileArb, productArb, (profile, product) => {
        for (const reason of evaluateProduct(profile, product, knowledge).reasons) {
          expect(reason.message.length).toBeGreaterThan(10);
          expect(reason.source.url).toMatch(/^https:\/\//);
        }
      }),
    );
  });

  it('over the shipped content, every avoid reason has a level, no caution has one, and the verdict takes the strictest', () => {
    fc.assert(
      fc.property(profileArb, productArb, (profile, product) => {
        const verdict = evaluateProduct(profile, product, knowledge);
        for (const reason of verdict.reasons) expect(['do-not-use', 'ask-first']).toContain(reason.level);
        for (const caution of verdict.cautions) expect(caution.level).toBeNull();
        const levels = verdict.reasons.map((r) => r.level);
        expect(verdict.level).toBe(levels.includes('do-not-use') ? 'do-not-use' : (levels[0] ?? null));
      }),
    );
  });

  it('normalising a profile twice changes nothing', () => {
    fc.assert(
      fc.property(profileArb, (profile) => {
        const once = normaliseProfile(profile);
        expect(normaliseProfile(once)).toEqual(once);
      }),
    );
  });
});
