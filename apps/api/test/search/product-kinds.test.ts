import { describe, expect, it } from 'vitest';
import {
  constraintView,
  meetsConstraints,
  readConstraints,
  type ProductFacts,
  type SubstanceReferent,
} from '../../src/search/domain/product-constraints.js';
import { doseHoursOf, namedHoursOf, type KindReferent } from '../../src/search/domain/product-kinds.js';

const laxative: KindReferent = { classIds: ['laxative'], name: 'Laxative' };
const painReliever: KindReferent = { classIds: ['pain-reliever-fever-reducer'], name: 'Pain reliever' };
const vocabulary = {
  substances: new Map<string, SubstanceReferent>([
    ['laxatives', { ingredientIds: [], classIds: ['laxative'], name: 'Laxative' }],
  ]),
  kinds: new Map<string, KindReferent>([
    ['laxative', laxative],
    ['laxatives', laxative],
    ['stool softener', { classIds: ['stool-softener'], name: 'Stool softener' }],
    ['pain reliever', painReliever],
    ['painkiller', painReliever],
    ['decongestant', { classIds: ['decongestant'], name: 'Decongestant' }],
    ['allergy pill', { classIds: ['antihistamine'], name: 'Antihistamine' }],
  ]),
};
const codes = (text: string) => readConstraints(text, vocabulary).constraints.map((c) => constraintView(c).code);
const rest = (text: string) => readConstraints(text, vocabulary).rest.replace(/\s+/g, ' ').trim();

describe('reading the kind of product asked for', () => {
  it.each([
    ['stool softener', ['kind:stool-softener'], ''],
    ['painkiller for my back', ['kind:pain-reliever-fever-reducer'], 'for my back'],
    ['overnight laxative', ['kind:laxative', 'works-overnight'], ''],
    ['nighttime pain reliever', ['kind:pain-reliever-fever-reducer', 'nighttime'], ''],
    ['pain reliever that lasts 12 hours', ['kind:pain-reliever-fever-reducer', 'lasts:12h'], 'that'],
    ['12 hour pain reliever', ['kind:pain-reliever-fever-reducer', 'lasts:12h'], ''],
    ['natural sleep aid', ['natural'], 'sleep aid'],
    ["pain reliever that's gentle on my stomach", ['kind:pain-reliever-fever-reducer', 'gentle-on-stomach'], "that's"],
    ["pain reliever that won't upset my stomach", ['kind:pain-reliever-fever-reducer', 'gentle-on-stomach'], ''],
    ["decongestant I don't need to show ID for", ['kind:decongestant', 'no-id-needed'], 'I'],
    ['allergy pill I can take before driving', ['non-drowsy', 'kind:antihistamine', 'form:pill'], 'I can take'],
    ['antifungal foot powder', ['form:powder'], 'antifungal foot'],
    ['allergy eye drops', ['form:eye-drops'], 'allergy'],
  ])('%j asks for %j and leaves %j', (text, expected, left) => {
    expect(codes(text).sort()).toEqual([...expected].sort());
    expect(rest(text)).toBe(left);
  });

  it('reads a kind after an excluding word as ruled out, not asked for', () => {
    expect(codes('constipation but no laxatives')).toEqual(['without:laxative']);
  });

  it.each([
    'I have had a headache for 12 hours',
    'cough at night',
    "I'd like a decongestant",
    'woke up 3 hours ago with a fever',
  ])('asks for no product quality in %j', (text) => {
    expect(codes(text).filter((c) => !c.startsWith('kind:'))).toEqual([]);
  });
});

const product = (over: Partial<ProductFacts>): ProductFacts => ({
  names: ['Product'],
  ingredientIds: [],
  classIds: [],
  causesDrowsiness: false,
  measuredInMl: false,
  localUse: false,
  ...over,
});
const meets = (facts: Partial<ProductFacts>, text: string) =>
  meetsConstraints(product(facts), readConstraints(text, vocabulary).constraints);

describe('meeting a kind and its qualities', () => {
  it('keeps the products of the class named and drops the others', () => {
    expect(meets({ classIds: ['stool-softener', 'laxative'] }, 'stool softener')).toBe(true);
    expect(meets({ classIds: ['stimulant-laxative', 'laxative'] }, 'stool softener')).toBe(false);
  });

  it('checks each quality against what the content says of the product', () => {
    expect(meets({ classIds: ['laxative'], worksOvernight: true }, 'overnight laxative')).toBe(true);
    expect(meets({ classIds: ['laxative'] }, 'overnight laxative')).toBe(false);
    expect(
      meets({ classIds: ['pain-reliever-fever-reducer'], causesDrowsiness: true }, 'nighttime pain reliever'),
    ).toBe(true);
    expect(meets({ classIds: ['pain-reliever-fever-reducer'] }, 'nighttime pain reliever')).toBe(false);
    expect(
      meets({ classIds: ['pain-reliever-fever-reducer'], lastsHours: 12 }, 'pain reliever that lasts 12 hours'),
    ).toBe(true);
    expect(
      meets({ classIds: ['pain-reliever-fever-reducer'], lastsHours: 6 }, 'pain reliever that lasts 12 hours'),
    ).toBe(false);
    expect(meets({ supplement: true }, 'natural')).toBe(true);
    expect(meets({}, 'natural')).toBe(false);
    expect(
      meets({ classIds: ['pain-reliever-fever-reducer'], hardOnStomach: true }, 'pain reliever gentle on my stomach'),
    ).toBe(false);
    expect(meets({ classIds: ['decongestant'], behindTheCounter: true }, "decongestant I don't need ID for")).toBe(
      false,
    );
    expect(meets({ classIds: ['decongestant'] }, "decongestant I don't need ID for")).toBe(true);
  });

  it('counts a sedating ingredient on the skin as not non-drowsy', () => {
    expect(meets({ localUse: true, sedatingIngredient: true }, 'non-drowsy')).toBe(false);
  });

  it('takes eye drops and pills from the product, not its words alone', () => {
    expect(meets({ forEye: true }, 'eye drops')).toBe(true);
    expect(meets({ names: ['Eye Wash'] }, 'eye drops')).toBe(false);
    expect(meets({ names: ['Loratadine 10 mg'] }, 'allergy pill')).toBe(false);
    expect(meets({ names: ['Loratadine 10 mg'], classIds: ['antihistamine'] }, 'allergy pill')).toBe(true);
    expect(
      meets({ names: ['Loratadine Syrup'], classIds: ['antihistamine'], measuredInMl: true }, 'allergy pill'),
    ).toBe(false);
  });
});

describe('how long a dose lasts', () => {
  it('reads the longest interval of the directions, and once a day as 24 hours', () => {
    expect(doseHoursOf(['1 tablet every 8 to 12 hours; no more than 3 tablets in 24 hours'])).toBe(12);
    expect(doseHoursOf(['2 caplets every 6 hours while symptoms last'])).toBe(6);
    expect(doseHoursOf(['1 tablet once a day; no more than 1 tablet in 24 hours'])).toBe(24);
    expect(doseHoursOf(['no more than 4 doses in 24 hours'])).toBeNull();
  });

  it('reads the duration a name claims', () => {
    expect(namedHoursOf(['Allegra 12 Hour'])).toBe(12);
    expect(namedHoursOf(['Tylenol 8 HR Arthritis Pain'])).toBe(8);
    expect(namedHoursOf(['Advil'])).toBeNull();
  });
});
