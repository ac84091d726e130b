import { describe, expect, it } from 'vitest';
import { evaluateProducts, saferOptions, type HealthProfile, type Knowledge } from '../src/index.js';
import {
  avoidFact,
  condition,
  drugClass,
  ingredient,
  knowledgeOf,
  medication,
  person,
  supplement,
} from './fixture-factory.js';

// Invented medicines (nothing here is a clinical fact). Frobanoids cross-react in allergy; glimmers do not.
const world = () =>
  knowledgeOf({
    drugClasses: [drugClass('frobanoid', { allergyCrossReactive: true }), drugClass('glimmer')],
    ingredients: [
      ingredient('frobuprofen', { classIds: ['frobanoid'] }),
      ingredient('frobaspirin', { classIds: ['frobanoid'] }),
      ingredient('glimmerol', {
        classIds: ['glimmer'],
        facts: { conditions: [{ conditionId: 'wobbly-liver', ...avoidFact('Glimmerol and the liver') }] },
      }),
      ingredient('zelquin'),
      ingredient('quux'),
      ingredient('mellow'),
    ],
    conditions: [condition('wobbly-liver')],
    medications: [
      medication('frobuprofen-tabs', ['frobuprofen'], {
        name: 'Frobo Tabs',
        uses: ['ache', 'fever'],
        label: { pregnancy: avoidFact('Frobo Tabs label: not in pregnancy') },
      }),
      // The same ingredient, without the label line: judged safe in pregnancy, yet never an option for Frobo Tabs.
      medication('frobuprofen-gel', ['frobuprofen'], { name: 'Frobo Gel', uses: ['ache', 'fever'] }),
      medication('frobo-zel', ['frobuprofen', 'zelquin'], { name: 'Frobo-Zel', uses: ['ache', 'fever'] }),
      medication('frobaspirin-tabs', ['frobaspirin'], { name: 'Frobaspirin', uses: ['ache', 'fever'] }),
      medication('glimmerol-tabs', ['glimmerol'], { name: 'Glimmer', uses: ['ache', 'fever'] }),
      medication('glimmerol-store', ['glimmerol'], { name: 'Glimmer Store Brand', uses: ['ache', 'fever'] }),
      medication('frobo-glim', ['frobuprofen', 'glimmerol'], { name: 'Frobo-Glim', uses: ['ache', 'fever'] }),
      medication('quux-tabs', ['quux'], { name: 'Quux', uses: ['ache'], categories: ['cold-flu'] }),
      medication('mellow-tabs', ['mellow'], { name: 'Mellow', uses: ['ache'] }),
      // Treats something else: never offered, however safe.
      medication('zelquin-tabs', ['zelquin'], { name: 'Zelquin', uses: ['cough'] }),
    ],
    supplements: [
      supplement('zelquin-gummies', ['zelquin'], { uses: ['ache'] }),
      supplement('quux-gummies', ['quux'], { uses: ['ache'] }),
    ],
  });

/** The options offered for each avoided product, as names, for a person judged on the given products. */
function optionsFor(knowledge: Knowledge, fields: Partial<HealthProfile>, ids: string[], symptomIds: string[] = []) {
  const profile = person(fields);
  const verdicts = evaluateProducts(profile, ids, knowledge);
  const avoided = new Map([...verdicts].filter(([, v]) => v.verdict === 'avoid'));
  const options = saferOptions(profile, avoided, knowledge, { judged: verdicts, symptomIds });
  return Object.fromEntries([...options].map(([id, list]) => [id, list.map((o) => o.name)]));
}

describe('safer options for an avoided product', () => {
  it('offers products judged safe for the person that treat the same symptoms, most shared uses first', () => {
    const options = optionsFor(world(), { allergies: ['frobuprofen'] }, ['frobuprofen-tabs']);
    expect(options).toEqual({ 'frobuprofen-tabs': ['Glimmer', 'Mellow', 'Quux'] });
  });

  it('never offers another product with the ingredient or cross-reacting class that caused the avoid', () => {
    const names = optionsFor(world(), { allergies: ['frobaspirin'] }, ['frobuprofen-tabs'])['frobuprofen-tabs'];
    expect(names).not.toContain('Frobo Gel');
    expect(names).not.toContain('Frobaspirin');
    expect(names).not.toContain('Frobo-Glim');
  });

  it("never offers the same ingredient when the avoid came from the product's own label, even if judged safe", () => {
    const knowledge = world();
    const profile = { isPregnant: true };
    const judged = evaluateProducts(person(profile), ['frobuprofen-gel', 'frobo-zel'], knowledge);
    expect([...judged.values()].map((v) => v.verdict)).toEqual(['safe', 'safe']);
    const names = optionsFor(knowledge, profile, ['frobuprofen-tabs'])['frobuprofen-tabs'];
    expect(names).not.toContain('Frobo Gel');
    expect(names).not.toContain('Frobo-Zel');
    expect(names).toContain('Glimmer');
  });

  it('never offers a product that is itself to be avoided for the person', () => {
    const names = optionsFor(world(), { allergies: ['frobuprofen'], medicalConditions: ['wobbly liver'] }, [
      'frobuprofen-tabs',
    ])['frobuprofen-tabs'];
    expect(names).toEqual(['Mellow', 'Quux']);
  });

  it('never offers a product for other symptoms, nor a supplement for a medicine', () => {
    const names = optionsFor(world(), { allergies: ['frobuprofen'] }, ['frobuprofen-tabs'])['frobuprofen-tabs'];
    expect(names).not.toContain('Zelquin');
    expect(names).not.toContain('zelquin-gummies');
  });

  it('offers only products for the symptoms asked about, when the avoided product treats them', () => {
    const fever = optionsFor(world(), { allergies: ['frobuprofen'] }, ['frobuprofen-tabs'], ['fever']);
    // Mellow and Quux treat ache only.
    expect(fever).toEqual({ 'frobuprofen-tabs': ['Glimmer'] });
    const unrelated = optionsFor(world(), { allergies: ['frobuprofen'] }, ['frobuprofen-tabs'], ['cough']);
    expect(unrelated).toEqual({ 'frobuprofen-tabs': ['Glimmer', 'Mellow', 'Quux'] });
  });

  it('prefers the same category among equally related products, and lists one product per mix of ingredients', () => {
    const names = optionsFor(world(), { allergies: ['frobuprofen'] }, ['frobuprofen-tabs'])['frobuprofen-tabs']!;
    // Mellow (pain relief) before Quux (cold and flu); Glimmer Store Brand is Glimmer again.
    expect(names.indexOf('Mellow')).toBeLessThan(names.indexOf('Quux'));
    expect(names).not.toContain('Glimmer Store Brand');
  });

  it('lists at most 3 options, and none when nothing safe treats the same symptoms', () => {
    const everything = optionsFor(world(), { allergies: ['frobuprofen', 'glimmerol', 'quux', 'mellow'] }, [
      'frobuprofen-tabs',
    ]);
    expect(everything).toEqual({ 'frobuprofen-tabs': [] });
  });

  it('offers supplements for an avoided supplement, and nothing for a product judged safe', () => {
    const options = optionsFor(world(), { allergies: ['zelquin'] }, ['zelquin-gummies', 'glimmerol-tabs']);
    expect(options).toEqual({ 'zelquin-gummies': ['quux-gummies'] });
  });
});

describe('safer options: which name a formulation is offered under', () => {
  // Zeta Cold is the brand, listed first; Acme Daytime is its store brand, first by name.
  const brands = () =>
    knowledgeOf({
      ingredients: [
        ingredient('coldol'),
        ingredient('glimmerol', {
          facts: { conditions: [{ conditionId: 'wobbly-liver', ...avoidFact('Glimmerol and the liver') }] },
        }),
      ],
      conditions: [condition('wobbly-liver')],
      medications: [
        medication('glimmer-cold', ['glimmerol'], { name: 'Glimmer Cold', uses: ['cold'] }),
        medication('zeta-cold', ['coldol'], { name: 'Zeta Cold', uses: ['cold'] }),
        medication('acme-daytime', ['coldol'], { name: 'Acme Daytime', uses: ['cold'] }),
      ],
    });

  it('offers the formulation under its first presentation as the content lists it, not the first by name', () => {
    const knowledge = brands();
    expect(optionsFor(knowledge, { medicalConditions: ['wobbly-liver'] }, ['glimmer-cold'])).toEqual({
      'glimmer-cold': ['Zeta Cold'],
    });
  });
});
