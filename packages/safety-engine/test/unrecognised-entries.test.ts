import { describe, expect, it } from 'vitest';
import { evaluateProduct, normaliseText, unrecognisedEntries } from '../src/index.js';
import {
  allergen,
  avoidFact,
  condition,
  drugClass,
  ingredient,
  knowledgeOf,
  med,
  medication,
  person,
  supplement,
} from './fixture-factory.js';
import { knowledge as shipped, profileWith } from './fixtures.js';

// Invented names throughout: what counts as placed, not what any real medicine is.
const world = () =>
  knowledgeOf({
    drugClasses: [drugClass('frobanoid', { synonyms: ['frob pills'] })],
    ingredients: [
      ingredient('zelquin', {
        classIds: ['frobanoid'],
        synonyms: ['ZLQ'],
        brandNames: ['Zelquinex'],
        facts: { interactions: [{ targetId: 'oxol', ...avoidFact('zel-oxol') }] },
      }),
      ingredient('oxol', { kind: 'rx' }),
    ],
    conditions: [condition('wheeze', { synonyms: ['wheezy chest'] })],
    allergens: [allergen('glitter', { synonyms: ['sparkles'] })],
    medications: [medication('calmo-night', ['zelquin'], { brandNames: ['Calmo Night'] })],
    supplements: [supplement('moss-oil', ['oxol'])],
    nothingToCheck: ['none', 'N/A', 'no known allergies'],
  });

const nothing = { allergies: [], medicalConditions: [], currentMedications: [] };

describe('profile entries the engine cannot place', () => {
  it('lists nothing for an empty profile', () => {
    expect(unrecognisedEntries(person(), world())).toEqual(nothing);
  });

  it('places entries that name an id, a name, a synonym, a brand, a class, an allergen or a product', () => {
    const profile = person({
      allergies: ['zelquin', 'Frob pills', 'sparkles', 'Glitter'],
      medicalConditions: ['Wheezy chest', 'wheeze'],
      currentMedications: [med('ZLQ'), med('Zelquinex'), med('Oxol'), med('Calmo Night'), med('moss-oil')],
    });
    expect(unrecognisedEntries(profile, world())).toEqual(nothing);
  });

  it('places an entry in which a known name is one phrase among other words', () => {
    const profile = person({
      allergies: ['rash from zelquin'],
      medicalConditions: ['mild wheeze since 2019'],
      currentMedications: [med('Zelquinex 5 mg daily')],
    });
    expect(unrecognisedEntries(profile, world())).toEqual(nothing);
  });

  it('reports each unknown entry in its own field, as the person wrote it, in the order written', () => {
    const profile = person({
      allergies: ['zelquin', 'Xyzzy dust', 'cats'],
      medicalConditions: ['Gloomy knees', 'wheeze'],
      currentMedications: [med('Plugh 10 mg'), med('oxol')],
    });
    expect(unrecognisedEntries(profile, world())).toEqual({
      allergies: ['Xyzzy dust', 'cats'],
      medicalConditions: ['Gloomy knees'],
      currentMedications: ['Plugh 10 mg'],
    });
  });

  it('does not place a condition by a medicine name or a medicine by a condition name', () => {
    const profile = person({ medicalConditions: ['zelquin'], currentMedications: [med('wheeze')] });
    expect(unrecognisedEntries(profile, world())).toEqual({
      allergies: [],
      medicalConditions: ['zelquin'],
      currentMedications: ['wheeze'],
    });
  });

  it('treats the content’s "nothing" phrases, whatever their case and punctuation, as nothing to check', () => {
    const profile = person({
      allergies: ['No Known Allergies.', 'n/a'],
      medicalConditions: ['NONE'],
      currentMedications: [med('N/A'), med('-')],
    });
    expect(unrecognisedEntries(profile, world())).toEqual(nothing);
  });

  it('still reports "none" when the content does not list it as a nothing phrase', () => {
    const bare = knowledgeOf({ nothingToCheck: [] });
    expect(unrecognisedEntries(person({ allergies: ['none'] }), bare).allergies).toEqual(['none']);
  });

  it('judges the placed entries the same with unknown ones beside them', () => {
    const k = world();
    const alone = evaluateProduct(person({ currentMedications: [med('oxol')] }), 'calmo-night', k);
    const mixed = evaluateProduct(person({ currentMedications: [med('oxol'), med('xyzzy')] }), 'calmo-night', k);
    expect(alone.verdict).toBe('avoid');
    expect(mixed).toEqual(alone);
  });
});

describe('profile entries on the shipped content', () => {
  it('places "Coumadin 5 mg" and reports "xyzzy"', () => {
    const profile = profileWith({ currentMedications: [med('Coumadin 5 mg'), med('xyzzy')] });
    expect(unrecognisedEntries(profile, shipped).currentMedications).toEqual(['xyzzy']);
  });

  it('places common allergies and conditions as people write them', () => {
    const profile = profileWith({
      allergies: ['penicillin', 'Aspirin', 'sulfa drugs'],
      medicalConditions: ['high blood pressure', 'asthma', 'type 2 diabetes'],
    });
    expect(unrecognisedEntries(profile, shipped)).toEqual(nothing);
  });

  it('reads "none", "n/a" and "NKDA" as nothing to check', () => {
    const profile = profileWith({
      allergies: ['NKDA'],
      medicalConditions: ['none'],
      currentMedications: [med('n/a')],
    });
    expect(unrecognisedEntries(profile, shipped)).toEqual(nothing);
  });

  it('has no "nothing" phrase that is also the name of a medicine, allergen or condition', () => {
    const clashes = [...shipped.nothingToCheck].filter(
      (words) => shipped.substanceTerms.has(words) || shipped.conditionTerms.has(words),
    );
    expect(clashes).toEqual([]);
    expect(shipped.nothingToCheck.has(normaliseText('No known allergies'))).toBe(true);
  });
});
