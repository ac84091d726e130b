import { describe, expect, it } from 'vitest';
import {
  allergen,
  drugClass,
  ingredient,
  judgeIn,
  knowledgeOf,
  medication,
  sourceOf,
  supplement,
} from '../fixture-factory.js';

// Frobanoids cross-react (an allergy to one is an allergy to all); glimmers do not. Both are pain relievers.
const world = () =>
  knowledgeOf({
    drugClasses: [
      drugClass('pain-reliever', { name: 'pain reliever', synonyms: ['painkillers'] }),
      drugClass('frobanoid', { parentIds: ['pain-reliever'], allergyCrossReactive: true, synonyms: ['frobanoids'] }),
      drugClass('glimmer', { parentIds: ['pain-reliever'] }),
    ],
    ingredients: [
      ingredient('frobuprofen', { classIds: ['frobanoid'], synonyms: ['FBP'], brandNames: ['Frobix'] }),
      ingredient('frobaspirin', { classIds: ['frobanoid'] }),
      ingredient('glimmerol', { classIds: ['glimmer'] }),
      ingredient('glimmerine', { classIds: ['glimmer'] }),
      ingredient('percomix', { kind: 'rx', classIds: [], componentIds: ['glimmerol', 'zelquin'] }),
      ingredient('zelquin'),
    ],
    allergens: [
      allergen('gelatin-dye', { name: 'Gelatin Dye', synonyms: ['red dye'] }),
      allergen('frobanoid-drugs', { synonyms: ['FBDs'], classIds: ['frobanoid'] }),
    ],
    medications: [
      medication('frobuprofen-tabs', ['frobuprofen'], { allergenIds: ['gelatin-dye'], brandNames: ['Frobo Relief'] }),
      medication('frobaspirin-tabs', ['frobaspirin']),
      medication('glimmerol-tabs', ['glimmerol']),
      medication('glimmerine-tabs', ['glimmerine']),
      medication('zelquin-tabs', ['zelquin']),
      medication('frobo-glim', ['frobuprofen', 'glimmerol']),
    ],
    supplements: [supplement('dyed-gummies', ['zelquin'], { allergenIds: ['gelatin-dye'] })],
  });

describe('allergy to an ingredient', () => {
  it('avoids every product containing it, naming it, citing the product label, quoting the entry', () => {
    const verdict = judgeIn(world())({ allergies: ['FROBUPROFEN (hives)'] }, 'frobo-glim');
    expect(verdict.verdict).toBe('avoid');
    expect(verdict.reasons).toEqual([
      {
        code: 'allergy',
        level: 'do-not-use',
        message: 'Contains Frobuprofen, which you are allergic to.',
        source: sourceOf('label-frobo-glim'),
        origin: { kind: 'ingredient', id: 'frobuprofen', name: 'Frobuprofen' },
        trigger: { field: 'allergies', entry: 'FROBUPROFEN (hives)' },
      },
    ]);
  });

  it('reads the ingredient by synonym, brand name, id or the name of a product containing it', () => {
    const judge = judgeIn(world());
    for (const entry of ['fbp', 'Frobix', 'frobuprofen', 'Frobo Relief', 'frobuprofen-tabs'])
      expect(judge({ allergies: [entry] }, 'frobo-glim').reasons[0]?.origin.id, entry).toBe('frobuprofen');
  });

  it('carries over to other members of a cross-reactive class, with the class as the origin', () => {
    const verdict = judgeIn(world())({ allergies: ['frobaspirin'] }, 'frobuprofen-tabs');
    expect(verdict.reasons).toEqual([
      {
        code: 'allergy',
        level: 'do-not-use',
        message:
          'Contains Frobuprofen, one of the frobanoid medicines; an allergy to one of them can mean a reaction to others.',
        source: sourceOf('label-frobuprofen-tabs'),
        origin: { kind: 'class', id: 'frobanoid', name: 'frobanoid' },
        trigger: { field: 'allergies', entry: 'frobaspirin' },
      },
    ]);
  });

  it('does not carry over to members of a class that does not cross-react, nor to a broader class', () => {
    const judge = judgeIn(world());
    expect(judge({ allergies: ['glimmerol'] }, 'glimmerine-tabs').verdict).toBe('safe');
    // Frobanoids and glimmers share only the pain-reliever class, which does not cross-react.
    expect(judge({ allergies: ['frobaspirin'] }, 'glimmerine-tabs').verdict).toBe('safe');
  });

  it('gives one reason per ingredient: the ingredient itself rather than its class', () => {
    const verdict = judgeIn(world())({ allergies: ['frobuprofen', 'frobaspirin'] }, 'frobuprofen-tabs');
    expect(verdict.reasons.map((r) => r.message)).toEqual(['Contains Frobuprofen, which you are allergic to.']);
  });

  it('sees through a combination medicine: an allergy to Percomix is an allergy to what is inside it', () => {
    const judge = judgeIn(world());
    expect(judge({ allergies: ['Percomix'] }, 'zelquin-tabs').reasons[0]?.message).toBe(
      'Contains Zelquin, which you are allergic to.',
    );
    expect(judge({ allergies: ['Percomix'] }, 'glimmerol-tabs').verdict).toBe('avoid');
  });

  it('quotes the first entry that named the ingredient', () => {
    const verdict = judgeIn(world())({ allergies: ['Frobix', 'frobuprofen'] }, 'frobuprofen-tabs');
    expect(verdict.reasons[0]?.trigger).toEqual({ field: 'allergies', entry: 'Frobix' });
  });
});

describe('allergy to a class', () => {
  it('avoids every member of a class named outright, cross-reactive or not, and of its subclasses', () => {
    const judge = judgeIn(world());
    expect(judge({ allergies: ['glimmer'] }, 'glimmerine-tabs').reasons[0]?.origin).toEqual({
      kind: 'class',
      id: 'glimmer',
      name: 'glimmer',
    });
    const broad = judge({ allergies: ['painkillers'] }, 'frobuprofen-tabs');
    expect(broad.reasons[0]?.message).toBe(
      'Contains Frobuprofen, one of the pain reliever medicines; an allergy to one of them can mean a reaction to others.',
    );
    expect(broad.reasons[0]?.trigger).toEqual({ field: 'allergies', entry: 'painkillers' });
  });

  it('names the narrowest class the product shares with the allergy', () => {
    const verdict = judgeIn(world())({ allergies: ['painkillers', 'frobanoids'] }, 'frobaspirin-tabs');
    expect(verdict.reasons.map((r) => r.origin.id)).toEqual(['frobanoid']);
    expect(verdict.reasons[0]?.trigger.entry).toBe('frobanoids');
  });

  it('reads an allergen that stands for a class ("FBDs")', () => {
    const verdict = judgeIn(world())({ allergies: ['FBDs'] }, 'frobaspirin-tabs');
    expect(verdict.reasons.map((r) => r.origin.id)).toEqual(['frobanoid']);
  });
});

describe('allergy to something a label declares (an allergen)', () => {
  it('avoids a medicine or supplement declaring it, in lower case, with the product as the origin', () => {
    const judge = judgeIn(world());
    const medicine = judge({ allergies: ['red dye'] }, 'frobuprofen-tabs');
    expect(medicine.reasons).toEqual([
      {
        code: 'allergy',
        level: 'do-not-use',
        message: 'Contains gelatin dye, which you are allergic to.',
        source: sourceOf('label-frobuprofen-tabs'),
        origin: { kind: 'product', id: 'frobuprofen-tabs', name: 'frobuprofen-tabs' },
        trigger: { field: 'allergies', entry: 'red dye' },
      },
    ]);
    const gummies = judge({ allergies: ['Gelatin Dye'] }, 'dyed-gummies');
    expect(gummies.reasons[0]?.origin).toEqual({ kind: 'supplement', id: 'dyed-gummies', name: 'dyed-gummies' });
    expect(gummies.reasons[0]?.source).toEqual(sourceOf('sheet-dyed-gummies'));
  });

  it('leaves a product that does not declare it alone', () => {
    expect(judgeIn(world())({ allergies: ['red dye'] }, 'frobaspirin-tabs').verdict).toBe('safe');
  });
});

describe('written allergy alerts ("do not use if allergic to ...")', () => {
  const alerting = () =>
    knowledgeOf({
      drugClasses: [
        drugClass('pain-reliever', { synonyms: ['pain relievers'] }),
        drugClass('frobanoid', {
          parentIds: ['pain-reliever'],
          facts: {
            allergyAlerts: [
              {
                targetId: 'pain-reliever',
                message: 'Do not use if allergic to any pain reliever.',
                source: sourceOf('any-pain-reliever'),
              },
            ],
          },
        }),
        drugClass('glimmer', { parentIds: ['pain-reliever'] }),
      ],
      ingredients: [
        ingredient('frobuprofen', { classIds: ['frobanoid'] }),
        ingredient('glimmerol', { classIds: ['glimmer'] }),
        ingredient('zelquin'),
      ],
      allergens: [allergen('gelatin-dye')],
      medications: [
        medication('frobuprofen-tabs', ['frobuprofen'], {
          label: {
            allergyAlerts: [
              { targetId: 'zelquin', message: 'Not with zelquin allergy.', source: sourceOf('zelquin-alert') },
              { targetId: 'gelatin-dye', message: 'Not with a dye allergy.', source: sourceOf('dye-alert') },
            ],
          },
        }),
      ],
    });

  it('fires on an allergy to any member of the target class, citing the alert and where it was written', () => {
    const verdict = judgeIn(alerting())({ allergies: ['glimmerol'] }, 'frobuprofen-tabs');
    expect(verdict.reasons).toEqual([
      {
        code: 'allergy',
        level: 'do-not-use',
        message: 'Do not use if allergic to any pain reliever.',
        source: sourceOf('any-pain-reliever'),
        origin: { kind: 'class', id: 'frobanoid', name: 'frobanoid' },
        trigger: { field: 'allergies', entry: 'glimmerol' },
      },
    ]);
  });

  it('fires on the target class named outright, an ingredient target and an allergen target', () => {
    const judge = judgeIn(alerting());
    expect(judge({ allergies: ['pain relievers'] }, 'frobuprofen-tabs').reasons.map((r) => r.message)).toContain(
      'Do not use if allergic to any pain reliever.',
    );
    expect(judge({ allergies: ['zelquin'] }, 'frobuprofen-tabs').reasons).toEqual([
      {
        code: 'allergy',
        level: 'do-not-use',
        message: 'Not with zelquin allergy.',
        source: sourceOf('zelquin-alert'),
        origin: { kind: 'product', id: 'frobuprofen-tabs', name: 'frobuprofen-tabs' },
        trigger: { field: 'allergies', entry: 'zelquin' },
      },
    ]);
    expect(judge({ allergies: ['gelatin-dye'] }, 'frobuprofen-tabs').reasons.map((r) => r.message)).toEqual([
      'Not with a dye allergy.',
    ]);
  });

  it('does not fire without a matching allergy', () => {
    expect(judgeIn(alerting())({ allergies: ['peanuts'] }, 'frobuprofen-tabs').verdict).toBe('safe');
  });
});
