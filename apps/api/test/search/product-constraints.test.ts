import { describe, expect, it } from 'vitest';
import {
  constraintView,
  meetsConstraints,
  readConstraints,
  type ProductFacts,
  type SubstanceReferent,
} from '../../src/search/domain/product-constraints.js';

const acetaminophen: SubstanceReferent = { ingredientIds: ['acetaminophen'], classIds: [], name: 'acetaminophen' };
const vocabulary = {
  substances: new Map<string, SubstanceReferent>([
    ['acetaminophen', acetaminophen],
    ['tylenol', acetaminophen],
    ['ibuprofen', { ingredientIds: ['ibuprofen'], classIds: [], name: 'ibuprofen' }],
    ['caffeine', { ingredientIds: ['caffeine'], classIds: [], name: 'caffeine' }],
    ['nsaids', { ingredientIds: [], classIds: ['nsaid'], name: 'NSAIDs' }],
    ['nsaid', { ingredientIds: [], classIds: ['nsaid'], name: 'NSAIDs' }],
  ]),
};
const codes = (text: string, protectedPhrases: string[] = []) =>
  readConstraints(text, vocabulary, protectedPhrases).constraints.map((c) => constraintView(c).code);
const rest = (text: string, protectedPhrases: string[] = []) =>
  readConstraints(text, vocabulary, protectedPhrases).rest.replace(/\s+/g, ' ').trim();

describe('reading product constraints', () => {
  it.each([
    ['cold medicine without acetaminophen', ['without:acetaminophen'], 'cold medicine'],
    ['something for a headache with no tylenol in it', ['without:acetaminophen'], 'something for a headache with'],
    ['fever, not ibuprofen', ['without:ibuprofen'], 'fever,'],
    ['pain relief caffeine-free', ['without:caffeine'], 'pain relief'],
    ['back pain but avoid NSAIDs', ['without:nsaid'], 'back pain but'],
    ['non-drowsy allergy medicine', ['non-drowsy'], 'allergy medicine'],
    ["allergy pills that won't make me sleepy", ['non-drowsy', 'form:pill'], 'allergy'],
    ['runny nose, something that doesnt cause drowsiness', ['non-drowsy'], 'runny nose, something'],
    ["children's cough medicine", ['for-children'], 'cough medicine'],
    ['cough syrup for kids', ['for-children', 'form:liquid'], 'cough'],
    ['liquid cold medicine', ['form:liquid'], 'cold medicine'],
    ['nasal spray for congestion', ['form:spray'], 'nasal for congestion'],
    ['chewable antacid', ['form:chewable'], 'antacid'],
    ['hydrocortisone cream for itching', ['form:cream'], 'hydrocortisone for itching'],
    ['pain relief gel', ['form:gel'], 'pain relief'],
    ["pain reliever that isn't an NSAID", ['without:nsaid'], 'pain reliever that'],
    ['daytime cold and flu', ['non-drowsy'], 'cold and flu'],
  ])('%j states %j and leaves %j for the symptom reader', (text, expected, left) => {
    expect(codes(text)).toEqual(expected);
    expect(rest(text)).toBe(left);
  });

  it.each(['no fever', 'headache without nausea', 'ibuprofen for my back', 'liquid gels for pain', 'a cough'])(
    'finds no constraint in %j',
    (text) => {
      expect(codes(text)).toEqual([]);
    },
  );

  it('keeps the words of a product name the text names, but still applies the constraint', () => {
    expect(codes("children's tylenol", ['childrens tylenol'])).toEqual(['for-children']);
    expect(rest("children's tylenol", ['childrens tylenol'])).toBe("children's tylenol");
  });

  it('keeps punctuation, so a clause still ends where it did', () => {
    expect(readConstraints('no fever, non-drowsy please', vocabulary).rest).toMatch(/^no fever,\s+please$/);
  });
});

const product = (over: Partial<ProductFacts>): ProductFacts => ({
  names: ['Pain Reliever'],
  ingredientIds: [],
  classIds: [],
  causesDrowsiness: false,
  measuredInMl: false,
  localUse: false,
  ...over,
});
const read = (text: string) => readConstraints(text, vocabulary).constraints;

describe('meeting product constraints', () => {
  it('rules out a product holding the ingredient or a member of the class', () => {
    expect(meetsConstraints(product({ ingredientIds: ['acetaminophen'] }), read('no tylenol'))).toBe(false);
    expect(meetsConstraints(product({ ingredientIds: ['ibuprofen'] }), read('no tylenol'))).toBe(true);
    expect(meetsConstraints(product({ classIds: ['nsaid'] }), read('no nsaids'))).toBe(false);
  });

  it('non-drowsy rules out products whose ingredients cause drowsiness', () => {
    expect(meetsConstraints(product({ causesDrowsiness: true }), read('non drowsy'))).toBe(false);
    expect(meetsConstraints(product({}), read('non drowsy'))).toBe(true);
  });

  it("for children keeps children's and infants' products only", () => {
    expect(meetsConstraints(product({ names: ["Children's Motrin"] }), read('for kids'))).toBe(true);
    expect(meetsConstraints(product({ names: ["Infants' Tylenol"] }), read('for kids'))).toBe(true);
    expect(meetsConstraints(product({ names: ['Motrin IB'] }), read('for kids'))).toBe(false);
  });

  it('a form asked for is read from the name (and a liquid from doses in mL); either of two forms will do', () => {
    expect(meetsConstraints(product({ names: ['Delsym'], measuredInMl: true }), read('liquid'))).toBe(true);
    expect(meetsConstraints(product({ names: ['Advil Liqui-Gels'] }), read('liquid'))).toBe(false);
    expect(meetsConstraints(product({ names: ['Saline Nasal Spray'], localUse: true }), read('spray'))).toBe(true);
    expect(meetsConstraints(product({ names: ['Tums Chewable'] }), read('liquid or chewable'))).toBe(true);
    expect(meetsConstraints(product({ names: ['Cortizone 10 Cream'] }), read('gel'))).toBe(false);
  });
});
