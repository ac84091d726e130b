import { describe, expect, it } from 'vitest';
import { buildKnowledge, evaluateProduct, normaliseProfile } from '../../src/index.js';
import {
  avoidFact,
  cautionFact,
  condition,
  drugClass,
  formularyOf,
  GENERAL_STATEMENT,
  ingredient,
  judgeIn,
  knowledgeOf,
  linesOf,
  med,
  medication,
  person,
  sourceOf,
} from '../fixture-factory.js';

describe('which facts reach a product', () => {
  // Glimmer is a kind of soother; both carry facts.
  const world = () =>
    knowledgeOf({
      conditions: [condition('wheeze'), condition('dry-eyes')],
      drugClasses: [
        drugClass('soother', { facts: { conditions: [{ conditionId: 'wheeze', ...avoidFact('soother-wheeze') }] } }),
        drugClass('glimmer', {
          parentIds: ['soother'],
          facts: { conditions: [{ conditionId: 'dry-eyes', ...avoidFact('glimmer-eyes') }] },
        }),
      ],
      ingredients: [
        ingredient('glimmerol', { classIds: ['glimmer'], facts: { pregnancy: avoidFact('glimmerol-pregnancy') } }),
        ingredient('glimmerine', { classIds: ['glimmer'] }),
      ],
      medications: [
        medication('glimmerol-tabs', ['glimmerol']),
        medication('glimmer-duo', ['glimmerol', 'glimmerine']),
        medication('glimmerol-cream', ['glimmerol'], {
          localUse: true,
          label: { conditions: [{ conditionId: 'dry-eyes', ...cautionFact('cream-eyes') }] },
        }),
        medication('glimmerol-swallowed', ['glimmerol'], { localUse: false }),
      ],
    });

  it('gathers facts of every ancestor class of its ingredients', () => {
    const judge = judgeIn(world());
    expect(judge({ medicalConditions: ['wheeze'] }, 'glimmerol-tabs').reasons[0]?.origin).toEqual({
      kind: 'class',
      id: 'soother',
      name: 'soother',
    });
    expect(judge({ medicalConditions: ['dry eyes'] }, 'glimmerol-tabs').reasons[0]?.origin.id).toBe('glimmer');
  });

  it('gives a class fact reaching two ingredients of one product once', () => {
    expect(linesOf(judgeIn(world())({ medicalConditions: ['wheeze'] }, 'glimmer-duo')).reasons).toEqual([
      'condition: soother-wheeze.',
    ]);
  });

  it('skips ingredient and class facts for a local-use product, keeping its own label and the general statement', () => {
    const judge = judgeIn(world());
    expect(linesOf(judge({ medicalConditions: ['wheeze', 'dry eyes'], isPregnant: true }, 'glimmerol-cream'))).toEqual({
      verdict: 'safe',
      reasons: [],
      cautions: ['condition: cream-eyes.', `pregnancy: ${GENERAL_STATEMENT}`],
    });
    // localUse: false is an ordinary product.
    expect(judge({ isPregnant: true }, 'glimmerol-swallowed').verdict).toBe('avoid');
  });

  it('keeps allergy alerts of ingredients and classes for a local-use product (a cream can cause a reaction)', () => {
    const k = knowledgeOf({
      drugClasses: [
        drugClass('glimmer', {
          facts: { allergyAlerts: [{ targetId: 'glimmer', message: 'class alert.', source: sourceOf('class-alert') }] },
        }),
      ],
      ingredients: [
        ingredient('glimmerol', {
          classIds: ['glimmer'],
          facts: { allergyAlerts: [{ targetId: 'zelquin', message: 'zelquin alert.', source: sourceOf('z-alert') }] },
        }),
        ingredient('zelquin'),
      ],
      medications: [medication('glimmerol-cream', ['glimmerol'], { localUse: true })],
    });
    const judge = judgeIn(k);
    expect(linesOf(judge({ allergies: ['zelquin'] }, 'glimmerol-cream')).reasons).toEqual(['allergy: zelquin alert.']);
    expect(judge({ allergies: ['glimmer'] }, 'glimmerol-cream').reasons.map((r) => r.message)).toContain(
      'class alert.',
    );
  });

  it('keeps the same-ingredient check and an ingredient allergy for a local-use product', () => {
    const judge = judgeIn(world());
    expect(judge({ currentMedications: [med('glimmerol')] }, 'glimmerol-cream').reasons.map((r) => r.code)).toEqual([
      'duplicate-ingredient',
    ]);
    expect(judge({ allergies: ['glimmerol'] }, 'glimmerol-cream').verdict).toBe('avoid');
  });

  it.each([
    ['the label', 'the ingredient'],
    ['the ingredient', 'the label'],
  ])('weighs an avoid fact on %s even when a caution on %s has the same words', (avoidOn) => {
    const onLabel = avoidOn === 'the label';
    const k = knowledgeOf({
      conditions: [condition('wheeze')],
      ingredients: [
        ingredient('glimmerol', {
          facts: { conditions: [{ conditionId: 'wheeze', ...(onLabel ? cautionFact : avoidFact)('same words') }] },
        }),
      ],
      medications: [
        medication('glimmerol-tabs', ['glimmerol'], {
          label: { conditions: [{ conditionId: 'wheeze', ...(onLabel ? avoidFact : cautionFact)('same words') }] },
        }),
      ],
    });
    const verdict = judgeIn(k)({ medicalConditions: ['wheeze'] }, 'glimmerol-tabs');
    expect(verdict.verdict).toBe('avoid');
    expect(verdict.reasons.map((c) => c.origin.kind)).toEqual([onLabel ? 'product' : 'ingredient']);
    // The caution says what the reason already says.
    expect(verdict.cautions).toEqual([]);
  });

  it('weighs two facts with the same words on different conditions (shared wording is not the same fact)', () => {
    const k = knowledgeOf({
      conditions: [condition('wheeze'), condition('dry-eyes')],
      ingredients: [ingredient('glimmerol')],
      medications: [
        medication('glimmerol-tabs', ['glimmerol'], {
          label: {
            conditions: [
              { conditionId: 'wheeze', ...avoidFact('ask a doctor first') },
              { conditionId: 'dry-eyes', ...avoidFact('ask a doctor first') },
            ],
          },
        }),
      ],
    });
    expect(judgeIn(k)({ medicalConditions: ['dry eyes'] }, 'glimmerol-tabs').verdict).toBe('avoid');
    expect(judgeIn(k)({ medicalConditions: ['wheeze'] }, 'glimmerol-tabs').verdict).toBe('avoid');
  });

  it('survives classes that name each other as parents', () => {
    const k = knowledgeOf({
      conditions: [condition('wheeze')],
      drugClasses: [
        drugClass('a-class', { parentIds: ['b-class'] }),
        drugClass('b-class', {
          parentIds: ['a-class'],
          facts: { conditions: [{ conditionId: 'wheeze', ...avoidFact('b-wheeze') }] },
        }),
      ],
      ingredients: [ingredient('glimmerol', { classIds: ['a-class'] })],
      medications: [medication('glimmerol-tabs', ['glimmerol'])],
    });
    expect(k.classAncestors.get('a-class')).toEqual(['a-class', 'b-class']);
    expect(judgeIn(k)({ medicalConditions: ['wheeze'] }, 'glimmerol-tabs').verdict).toBe('avoid');
  });
});

describe('verdicts', () => {
  const world = () =>
    knowledgeOf({
      conditions: [condition('wheeze'), condition('dry-eyes')],
      ingredients: [
        ingredient('glimmerol', {
          facts: {
            conditions: [
              { conditionId: 'wheeze', ...cautionFact('wheeze caution') },
              { conditionId: 'dry-eyes', ...avoidFact('eyes avoid') },
            ],
            pregnancy: cautionFact('pregnancy caution'),
            ages: [{ fromYears: 60, ...cautionFact('age caution') }],
          },
        }),
      ],
      medications: [medication('glimmerol-tabs', ['glimmerol'])],
    });

  it('never lets cautions block a product, however many', () => {
    const verdict = judgeIn(world())({ medicalConditions: ['wheeze'], isPregnant: true, age: 70 }, 'glimmerol-tabs');
    expect(verdict.verdict).toBe('safe');
    expect(verdict.cautions).toHaveLength(4);
  });

  it('avoids a product as soon as one reason fires, keeping its cautions', () => {
    const verdict = judgeIn(world())({ medicalConditions: ['wheeze', 'dry eyes'] }, 'glimmerol-tabs');
    expect(linesOf(verdict)).toEqual({
      verdict: 'avoid',
      reasons: ['condition: eyes avoid.'],
      cautions: ['condition: wheeze caution.'],
    });
  });

  it('reads yes/no fields written as "true" and "false" once the profile is normalised', () => {
    const k = world();
    const judge = (raw: Record<string, unknown>) =>
      evaluateProduct(normaliseProfile(raw), 'glimmerol-tabs', k).cautions.map((c) => c.trigger);
    expect(judge({ isPregnant: 'true' })).toEqual([{ field: 'isPregnant', entry: 'true' }, expect.anything()]);
    expect(judge({ isPregnant: 'false' })).toEqual([]);
    expect(judge({ isPregnant: 'yes', isBreastfeeding: 1 })).toEqual([]);
    expect(judge({ isBreastfeeding: 'true' })).toEqual([{ field: 'isBreastfeeding', entry: 'true' }]);
  });

  it('refuses an unknown product id (a programming error, not a clinical outcome)', () => {
    expect(() => evaluateProduct(person(), 'no-such-product', buildKnowledge(formularyOf({})))).toThrow(
      "Unknown product id 'no-such-product'",
    );
  });
});
