import { describe, expect, it } from 'vitest';
import { productsOf, resolveProfile } from '../src/index.js';
import {
  allergen,
  avoidFact,
  condition,
  drugClass,
  formularyOf,
  ingredient,
  judgeIn,
  knowledgeOf,
  med,
  medication,
  person,
  sourceOf,
  supplement,
} from './fixture-factory.js';

const interaction = (targetId: string, name: string) => ({ targetId, ...avoidFact(name) });

const world = () =>
  knowledgeOf({
    drugClasses: [
      drugClass('soother', { synonyms: ['Soothers!'], facts: { interactions: [interaction('zelquin', 'sooth-zel')] } }),
      drugClass('glimmer', { parentIds: ['soother'], allergyCrossReactive: true }),
      drugClass('opioid-like'),
    ],
    ingredients: [
      ingredient('glimmerol', {
        classIds: ['glimmer'],
        synonyms: ['GLM', '???'],
        facts: { interactions: [interaction('oxol', 'glim-oxol')] },
      }),
      ingredient('oxol', { kind: 'rx', classIds: ['opioid-like'] }),
      ingredient('percomix', { kind: 'rx', componentIds: ['oxol', 'zelquin'], brandNames: ['Percomix Forte'] }),
      ingredient('zelquin'),
    ],
    conditions: [condition('wheeze', { synonyms: ['Wheezing'] }), condition('bad-wheeze', { parentIds: ['wheeze'] })],
    allergens: [
      allergen('dye', { synonyms: ['red dye'], ingredientIds: ['zelquin'], classIds: ['glimmer'] }),
      allergen('latex'),
    ],
    medications: [
      medication('glim-tabs', ['glimmerol'], { name: 'Glim Tabs', brandNames: ['Glimmo'], allergenIds: ['dye'] }),
    ],
    supplements: [supplement('zel-gummies', ['zelquin'], { name: 'Zel Gummies' })],
  });

describe('buildKnowledge', () => {
  it('knows every class with its ancestors, and every ingredient with its classes and their ancestors', () => {
    const k = world();
    expect(Object.fromEntries(k.classAncestors)).toEqual({
      soother: ['soother'],
      glimmer: ['glimmer', 'soother'],
      'opioid-like': ['opioid-like'],
    });
    expect(Object.fromEntries(k.classesOfIngredient)).toEqual({
      glimmerol: ['glimmer', 'soother'],
      oxol: ['opioid-like'],
      // A combination's classes are its components'.
      percomix: ['opioid-like'],
      zelquin: [],
    });
    expect(Object.fromEntries(k.allergyClassesOfIngredient)).toEqual({
      glimmerol: ['glimmer'],
      oxol: [],
      percomix: [],
      zelquin: [],
    });
    expect(Object.fromEntries(k.conditionAncestors)).toEqual({
      wheeze: ['wheeze'],
      'bad-wheeze': ['bad-wheeze', 'wheeze'],
    });
  });

  it('reads every name a person may type, in normalised form, for what it stands for', () => {
    const k = world();
    const none = { ingredientIds: [], classIds: [], allergenIds: [] };
    expect(Object.fromEntries(k.substanceTerms)).toEqual({
      glimmerol: { ...none, ingredientIds: ['glimmerol'] },
      glm: { ...none, ingredientIds: ['glimmerol'] },
      oxol: { ...none, ingredientIds: ['oxol'] },
      // Naming a combination names what is inside it too.
      percomix: { ...none, ingredientIds: ['percomix', 'oxol', 'zelquin'] },
      'percomix forte': { ...none, ingredientIds: ['percomix', 'oxol', 'zelquin'] },
      zelquin: { ...none, ingredientIds: ['zelquin'] },
      soother: { ...none, classIds: ['soother'] },
      soothers: { ...none, classIds: ['soother'] },
      glimmer: { ...none, classIds: ['glimmer'] },
      'opioid like': { ...none, classIds: ['opioid-like'] },
      dye: { ingredientIds: ['zelquin'], classIds: ['glimmer'], allergenIds: ['dye'] },
      'red dye': { ingredientIds: ['zelquin'], classIds: ['glimmer'], allergenIds: ['dye'] },
      latex: { ...none, allergenIds: ['latex'] },
      // A product's names stand for its ingredients and declared allergens; a supplement's name too.
      'glim tabs': { ...none, ingredientIds: ['glimmerol'], allergenIds: ['dye'] },
      glimmo: { ...none, ingredientIds: ['glimmerol'], allergenIds: ['dye'] },
      'zel gummies': { ...none, ingredientIds: ['zelquin'] },
    });
    expect(Object.fromEntries(k.conditionTerms)).toEqual({
      wheeze: 'wheeze',
      wheezing: 'wheeze',
      'bad wheeze': 'bad-wheeze',
    });
  });

  it('merges what one name stands for when two items share it', () => {
    const k = knowledgeOf({
      drugClasses: [drugClass('zelquin-class', { synonyms: ['zelquin'] })],
      ingredients: [ingredient('zelquin')],
    });
    expect(k.substanceTerms.get('zelquin')).toEqual({
      ingredientIds: ['zelquin'],
      classIds: ['zelquin-class'],
      allergenIds: [],
    });
  });

  it('prepares each product with its ingredients, classes, allergens and own origin', () => {
    const k = world();
    const { facts: _facts, ...tabs } = k.products.get('glim-tabs')!;
    expect(tabs).toEqual({
      kind: 'medication',
      id: 'glim-tabs',
      name: 'Glim Tabs',
      source: sourceOf('label-glim-tabs'),
      ingredientIds: ['glimmerol'],
      classIds: new Set(['glimmer', 'soother']),
      allergenIds: ['dye'],
      origin: { kind: 'product', id: 'glim-tabs', name: 'Glim Tabs' },
    });
    const gummies = k.products.get('zel-gummies')!;
    expect([gummies.kind, gummies.allergenIds, gummies.origin]).toEqual([
      'supplement',
      [],
      { kind: 'supplement', id: 'zel-gummies', name: 'Zel Gummies' },
    ]);
    expect(productsOf(formularyOf({ supplements: [supplement('s', ['zelquin'])] })).map((p) => p.kind)).toEqual([
      'supplement',
    ]);
  });

  it('knows what taking each ingredient warns against: its own facts and its classes', () => {
    const k = world();
    expect(k.interactionsOfIngredient.get('glimmerol')?.map((f) => [f.message, f.origin.id])).toEqual([
      ['glim-oxol.', 'glimmerol'],
      ['sooth-zel.', 'soother'],
    ]);
    expect(k.interactionsOfIngredient.get('zelquin')).toEqual([]);
  });

  it('gives a supplement its ingredients’ and classes’ facts (only medicines can be for local use)', () => {
    const k = knowledgeOf({
      drugClasses: [drugClass('soother', { facts: { pregnancy: avoidFact('soother-pregnancy') } })],
      ingredients: [ingredient('zelquin', { classIds: ['soother'] })],
      supplements: [supplement('zel-gummies', ['zelquin'])],
    });
    expect(judgeIn(k)({ isPregnant: true }, 'zel-gummies').verdict).toBe('avoid');
  });
});

describe('a profile resolved against the knowledge', () => {
  it('maps every id it names to the first entry naming it', () => {
    const k = world();
    const resolved = resolveProfile(
      person({
        allergies: ['red dye', 'glimmerol'],
        medicalConditions: ['bad wheeze', 'wheezing'],
        currentMedications: [med('Percomix Forte'), med('a soother')],
      }),
      k,
    );
    const plain = (m: Map<string, string>) => Object.fromEntries(m);
    expect(plain(resolved.allergy.ingredientIds)).toEqual({ zelquin: 'red dye', glimmerol: 'glimmerol' });
    expect(plain(resolved.allergy.classIds)).toEqual({ glimmer: 'red dye' });
    expect(plain(resolved.allergy.memberClassIds)).toEqual({ glimmer: 'red dye', soother: 'red dye' });
    expect(plain(resolved.allergy.allergenIds)).toEqual({ dye: 'red dye' });
    expect(plain(resolved.conditionIds)).toEqual({ 'bad-wheeze': 'bad wheeze', wheeze: 'bad wheeze' });
    expect(plain(resolved.taking.ingredientIds)).toEqual({
      percomix: 'Percomix Forte',
      oxol: 'Percomix Forte',
      zelquin: 'Percomix Forte',
    });
    expect(plain(resolved.taking.classIds)).toEqual({ 'opioid-like': 'Percomix Forte', soother: 'a soother' });
  });

  it('counts a class named in an allergy with its ancestors (an alert about soothers reaches a glimmer allergy)', () => {
    const resolved = resolveProfile(person({ allergies: ['glimmer'] }), world());
    expect(Object.fromEntries(resolved.allergy.memberClassIds)).toEqual({ glimmer: 'glimmer', soother: 'glimmer' });
  });
});

describe('content whose ids name nothing (the content linter catches it; the engine must not fall over)', () => {
  const dangling = () =>
    knowledgeOf({
      drugClasses: [
        drugClass('glimmer', {
          parentIds: ['ghost-parent'],
          facts: { allergyAlerts: [{ targetId: 'ghost-class', message: 'ghost alert.', source: sourceOf('ga') }] },
        }),
      ],
      ingredients: [
        ingredient('glimmerol', { classIds: ['glimmer', 'ghost-class'] }),
        ingredient('percomix', { componentIds: ['ghost-component', 'percomix'] }),
      ],
      conditions: [condition('wheeze', { parentIds: ['ghost-condition'] })],
      allergens: [allergen('dye', { ingredientIds: ['ghost-ingredient'], classIds: ['ghost-class'] })],
      medications: [
        medication('glim-tabs', ['glimmerol']),
        medication('ghost-tabs', ['ghost-ingredient']),
        medication('perco-tabs', ['percomix']),
      ],
    });

  it('treats an unknown parent or class as a class of its own, and a combination that names itself once', () => {
    const k = dangling();
    expect(k.classAncestors.get('glimmer')).toEqual(['glimmer', 'ghost-parent']);
    expect(k.classesOfIngredient.get('glimmerol')).toEqual(['glimmer', 'ghost-parent', 'ghost-class']);
    expect(k.classesOfIngredient.get('percomix')).toEqual([]);
    expect(k.conditionAncestors.get('wheeze')).toEqual(['wheeze', 'ghost-condition']);
    expect(k.products.get('ghost-tabs')?.classIds).toEqual(new Set());
    expect(k.interactionsOfIngredient.get('glimmerol')).toEqual([]);
  });

  it('still judges by the ids: an allergy to the dye reaches a product of the unknown ingredient by its id', () => {
    const k = dangling();
    const judge = judgeIn(k);
    expect(judge({ allergies: ['dye'] }, 'ghost-tabs').reasons.map((r) => r.message)).toEqual([
      'Contains ghost-ingredient, which you are allergic to.',
    ]);
    expect(judge({ allergies: ['dye'] }, 'glim-tabs').reasons.map((r) => r.message)).toEqual([
      'Contains Glimmerol, one of the ghost-class medicines; an allergy to one of them can mean a reaction to others.',
      'ghost alert.',
    ]);
    expect(judge({ currentMedications: [med('dye')] }, 'ghost-tabs').reasons.map((r) => r.code)).toEqual([
      'duplicate-ingredient',
    ]);
    const resolved = resolveProfile(person({ allergies: ['dye'], currentMedications: [med('dye')] }), k);
    expect(Object.fromEntries(resolved.allergy.classIds)).toEqual({ 'ghost-class': 'dye' });
    expect(Object.fromEntries(resolved.allergy.memberClassIds)).toEqual({ 'ghost-class': 'dye' });
    expect(Object.fromEntries(resolved.taking.classIds)).toEqual({ 'ghost-class': 'dye' });
  });

  it('ignores names that are only punctuation', () => {
    expect(world().substanceTerms.has('')).toBe(false);
  });
});
