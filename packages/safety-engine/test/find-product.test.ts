import { describe, expect, it } from 'vitest';
import { findProduct } from '../src/index.js';
import { ingredient, knowledgeOf, medication, supplement } from './fixture-factory.js';

const world = () =>
  knowledgeOf({
    ingredients: [
      ingredient('frobuprofen', { synonyms: ['FBP'], brandNames: ['Frobix'] }),
      ingredient('zelquin'),
      ingredient('dextrol'),
      ingredient('omegol', { kind: 'supplement', synonyms: ['fish oil'] }),
    ],
    medications: [
      medication('frobo-max', ['frobuprofen'], { name: 'Frobo Max' }),
      medication('frobuprofen-400', ['frobuprofen'], { name: 'Frobuprofen 400 mg' }),
      medication('frobuprofen-200', ['frobuprofen'], { name: 'Frobuprofen 200 mg', brandNames: ['Store Frob'] }),
      medication('frob-ib', ['frobuprofen'], { name: 'Frob IB' }),
      medication('night-mix', ['zelquin', 'dextrol'], { name: 'Night Mix', brandNames: ['Sleepy Mix'] }),
      medication('zel-b', ['zelquin'], { name: 'Zel B' }),
      medication('zel-a', ['zelquin'], { name: 'Zel A' }),
    ],
    supplements: [supplement('omegol-caps', ['omegol'], { name: 'Omegol Softgels' })],
  });

describe('findProduct', () => {
  it('finds a product by its own name, whatever the case and punctuation', () => {
    expect(findProduct(world(), '  frob-ib!! ')?.id).toBe('frob-ib');
    expect(findProduct(world(), 'NIGHT MIX')?.id).toBe('night-mix');
  });

  it('takes a generic or supplement name to its single-ingredient product, the generic before brands', () => {
    const k = world();
    // Both generics start with the ingredient's name; the shorter name, then the alphabet, decides.
    expect(findProduct(k, 'frobuprofen')?.id).toBe('frobuprofen-200');
    expect(findProduct(k, 'FBP')?.id).toBe('frobuprofen-200');
    expect(findProduct(k, 'Frobix')?.id).toBe('frobuprofen-200');
    expect(findProduct(k, 'fish oil')?.id).toBe('omegol-caps');
  });

  it('breaks ties between brands by the shorter name, then alphabetically', () => {
    expect(findProduct(world(), 'zelquin')?.id).toBe('zel-a');
    const k = knowledgeOf({
      ingredients: [ingredient('zelquin')],
      medications: [
        medication('long', ['zelquin'], { name: 'Zel Longer' }),
        medication('short', ['zelquin'], { name: 'Zel S' }),
      ],
    });
    expect(findProduct(k, 'zelquin')?.id).toBe('short');
  });

  it('finds the product whose card lists a brand name', () => {
    expect(findProduct(world(), 'Store Frob')?.id).toBe('frobuprofen-200');
    // A combination's brand stands for two ingredients, so only the card listing it answers to it.
    expect(findProduct(world(), 'sleepy mix')?.id).toBe('night-mix');
  });

  it('finds a supplement by a brand its entry lists, even when the brand mixes two ingredients', () => {
    const k = knowledgeOf({
      ingredients: [ingredient('calcix', { kind: 'supplement' }), ingredient('vitamol', { kind: 'supplement' })],
      supplements: [
        supplement('calcix-vitamol', ['calcix', 'vitamol'], {
          name: 'Calcix 600 + Vitamol',
          searchNames: ['Calcitrate 600+V'],
        }),
      ],
    });
    expect(findProduct(k, 'calcitrate 600 + v')?.id).toBe('calcix-vitamol');
    // Without the listed name a two-ingredient supplement is not "the calcix product".
    expect(findProduct(k, 'calcix')).toBeNull();
  });

  it('takes a name a product lists to that product, not to the generic of its ingredient', () => {
    // The children's liquid lists its own brand; the name also stands for the ingredient, whose generic is a tablet.
    const k = knowledgeOf({
      ingredients: [ingredient('frobuprofen')],
      medications: [
        medication('frobuprofen-200', ['frobuprofen'], { name: 'Frobuprofen 200 mg' }),
        medication('kids-frob', ['frobuprofen'], { name: 'Kids Frob Liquid 100 mg/5 mL', brandNames: ["Kids' Frob"] }),
      ],
    });
    expect(findProduct(k, 'kids frob')?.id).toBe('kids-frob');
    expect(findProduct(k, 'frobuprofen')?.id).toBe('frobuprofen-200');
  });

  it('finds nothing for an unknown or empty name, or an ingredient sold only in combinations', () => {
    expect(findProduct(world(), 'unobtainium')).toBeNull();
    expect(findProduct(world(), 'dextrol')).toBeNull();
    const k = knowledgeOf({
      ingredients: [ingredient('nightol')],
      medications: [medication('night-duo', ['nightol', 'zelquin'], { name: 'Nightol Duo', brandNames: ['®'] })],
    });
    // Nightol is the first ingredient of a combination, which is not "the nightol product".
    expect(findProduct(k, 'nightol')).toBeNull();
    // A name or brand that is only symbols matches nothing, not everything that is only symbols.
    expect(findProduct(k, ' !! ')).toBeNull();
  });
});
