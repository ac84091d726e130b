import { describe, expect, it } from 'vitest';
import { evaluateProduct, explainProduct } from '../src/index.js';
import {
  allergen,
  avoidFact,
  cautionFact,
  condition,
  drugClass,
  GENERAL_STATEMENT,
  ingredient,
  knowledgeOf,
  med,
  medication,
  person,
  sourceOf,
  supplement,
} from './fixture-factory.js';

const world = () =>
  knowledgeOf({
    conditions: [condition('wheeze'), condition('dry-eyes')],
    drugClasses: [
      drugClass('frobanoid', {
        facts: {
          conditions: [{ conditionId: 'wheeze', ...avoidFact('frob-wheeze') }],
          allergyAlerts: [{ targetId: 'zelquin', message: 'zel alert.', source: sourceOf('zel-alert') }],
        },
      }),
    ],
    ingredients: [
      ingredient('frobuprofen', {
        classIds: ['frobanoid'],
        facts: {
          interactions: [{ targetId: 'zelquin', ...avoidFact('frob-zel') }],
          pregnancy: cautionFact('frob-pregnancy'),
          breastfeeding: cautionFact('frob-milk'),
        },
      }),
      ingredient('zelquin'),
    ],
    medications: [
      medication('frobuprofen-tabs', ['frobuprofen'], {
        label: {
          ages: [
            { belowYears: 12, ...avoidFact('under-12') },
            { fromYears: 60, ...cautionFact('from-60') },
          ],
          conditions: [{ conditionId: 'dry-eyes', ...cautionFact('label-eyes') }],
        },
      }),
    ],
    supplements: [supplement('zel-gummies', ['zelquin'])],
  });

describe('explainProduct', () => {
  it('lists every written fact that reaches the product, none fired for an empty profile', () => {
    const explanation = explainProduct(person(), 'frobuprofen-tabs', world());
    expect(explanation.product).toEqual({ id: 'frobuprofen-tabs', name: 'frobuprofen-tabs', kind: 'medication' });
    expect(explanation.verdict).toEqual({ verdict: 'safe', level: null, reasons: [], cautions: [] });
    expect(
      explanation.facts.map((f) => [f.code, f.severity, f.message, f.origin.kind, f.appliesWhen, f.fired]),
    ).toEqual([
      ['allergy', 'avoid', 'zel alert.', 'class', 'allergies: zelquin', false],
      ['condition', 'caution', 'label-eyes.', 'product', 'medicalConditions: dry-eyes', false],
      ['condition', 'avoid', 'frob-wheeze.', 'class', 'medicalConditions: wheeze', false],
      ['interaction', 'avoid', 'frob-zel.', 'ingredient', 'currentMedications: zelquin', false],
      ['pregnancy', 'caution', 'frob-pregnancy.', 'ingredient', 'isPregnant', false],
      ['pregnancy', 'caution', GENERAL_STATEMENT, 'product', 'isPregnant', false],
      ['breastfeeding', 'caution', 'frob-milk.', 'ingredient', 'isBreastfeeding', false],
      ['breastfeeding', 'caution', GENERAL_STATEMENT, 'product', 'isBreastfeeding', false],
      ['age', 'avoid', 'under-12.', 'product', 'age < 12', false],
      ['age', 'caution', 'from-60.', 'product', 'age >= 60', false],
    ]);
    expect(explanation.facts.every((f) => f.trigger === undefined)).toBe(true);
  });

  it('marks what fired with the entry that triggered it, and gives the same verdict as evaluateProduct', () => {
    const k = world();
    const profile = person({ age: 8, medicalConditions: ['wheeze'], currentMedications: [med('Zelquin 5 mg')] });
    const explanation = explainProduct(profile, 'frobuprofen-tabs', k);
    expect(explanation.verdict).toEqual(evaluateProduct(profile, 'frobuprofen-tabs', k));
    expect(explanation.facts.filter((f) => f.fired).map((f) => [f.message, f.source, f.trigger])).toEqual([
      ['frob-wheeze.', sourceOf('frob-wheeze'), { field: 'medicalConditions', entry: 'wheeze' }],
      ['frob-zel.', sourceOf('frob-zel'), { field: 'currentMedications', entry: 'Zelquin 5 mg' }],
      ['under-12.', sourceOf('under-12'), { field: 'age', entry: '8' }],
    ]);
    expect(explanation.facts.filter((f) => !f.fired)).toHaveLength(7);
  });

  it('adds what the engine found itself only when it fires (an allergy to an ingredient, a duplicate)', () => {
    const k = world();
    const profile = person({ allergies: ['frobuprofen'], currentMedications: [med('frobuprofen')] });
    const found = explainProduct(profile, 'frobuprofen-tabs', k).facts.filter((f) => f.fired);
    expect(found.map((f) => [f.code, f.severity, f.origin, f.appliesWhen, f.trigger?.field])).toEqual([
      [
        'allergy',
        'avoid',
        { kind: 'ingredient', id: 'frobuprofen', name: 'Frobuprofen' },
        'allergies: frobuprofen',
        'allergies',
      ],
      [
        'duplicate-ingredient',
        'avoid',
        { kind: 'ingredient', id: 'frobuprofen', name: 'Frobuprofen' },
        'currentMedications: frobuprofen',
        'currentMedications',
      ],
    ]);
  });

  it("includes a taken medicine's own warning against this product when it fires", () => {
    const facts = explainProduct(person({ currentMedications: [med('frobuprofen')] }), 'zel-gummies', world()).facts;
    expect(facts).toEqual([
      {
        code: 'interaction',
        level: 'ask-first',
        severity: 'avoid',
        message:
          'You take Frobuprofen; its own warnings advise against combining it with zelquin, which this product contains.',
        source: sourceOf('frob-zel'),
        origin: { kind: 'ingredient', id: 'frobuprofen', name: 'Frobuprofen' },
        appliesWhen: 'currentMedications: frobuprofen',
        fired: true,
        trigger: { field: 'currentMedications', entry: 'frobuprofen' },
      },
    ]);
  });

  it('names what was found through a class or a declared allergen, and leaves an unfired allergen out', () => {
    const k = knowledgeOf({
      drugClasses: [drugClass('frobanoid', { allergyCrossReactive: true })],
      ingredients: [
        ingredient('frobuprofen', { classIds: ['frobanoid'] }),
        ingredient('frobaspirin', { classIds: ['frobanoid'] }),
      ],
      allergens: [allergen('dye')],
      supplements: [supplement('frob-gummies', ['frobuprofen'], { allergenIds: ['dye'] })],
    });
    expect(explainProduct(person(), 'frob-gummies', k)).toEqual({
      product: { id: 'frob-gummies', name: 'frob-gummies', kind: 'supplement' },
      facts: [],
      verdict: { verdict: 'safe', level: null, reasons: [], cautions: [] },
      unrecognised: { allergies: [], medicalConditions: [], currentMedications: [] },
    });
    const fired = explainProduct(person({ allergies: ['frobaspirin', 'dye'] }), 'frob-gummies', k).facts;
    expect(fired.map((f) => [f.origin.kind, f.appliesWhen, f.trigger?.entry])).toEqual([
      ['class', 'allergies: frobanoid', 'frobaspirin'],
      ['supplement', 'allergies: dye', 'dye'],
    ]);
  });

  it('lists only the own label and allergy alerts of a local-use product', () => {
    const k = knowledgeOf({
      conditions: [condition('wheeze')],
      drugClasses: [
        drugClass('frobanoid', {
          facts: {
            conditions: [{ conditionId: 'wheeze', ...avoidFact('class-wheeze') }],
            allergyAlerts: [{ targetId: 'zelquin', message: 'zel alert.', source: sourceOf('zel-alert') }],
          },
        }),
      ],
      ingredients: [
        ingredient('frobuprofen', {
          classIds: ['frobanoid'],
          facts: { pregnancy: avoidFact('frob-pregnancy'), ages: [{ belowYears: 2, ...avoidFact('under-2') }] },
        }),
        ingredient('zelquin'),
      ],
      medications: [
        medication('frob-gel', ['frobuprofen'], {
          localUse: true,
          label: { ages: [{ belowYears: 12, ...avoidFact('gel-under-12') }] },
        }),
      ],
    });
    expect(explainProduct(person(), 'frob-gel', k).facts.map((f) => [f.code, f.message])).toEqual([
      ['allergy', 'zel alert.'],
      ['pregnancy', GENERAL_STATEMENT],
      ['breastfeeding', GENERAL_STATEMENT],
      ['age', 'gel-under-12.'],
    ]);
  });

  it('refuses an unknown product id', () => {
    expect(() => explainProduct(person(), 'nope', world())).toThrow("Unknown product id 'nope'");
  });
});
