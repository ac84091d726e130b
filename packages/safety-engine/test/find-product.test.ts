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

  it('reads a strength however it is spelt, and picks the product of that strength', () => {
    expect(findProduct(world(), 'frobuprofen 400mg')?.id).toBe('frobuprofen-400');
    expect(findProduct(world(), 'Frobuprofen 400-MG')?.id).toBe('frobuprofen-400');
    expect(findProduct(world(), 'frobuprofen 200 mg tablets')?.id).toBe('frobuprofen-200');
    // A strength nobody sells still means the ingredient: the generic, as for the bare name.
    expect(findProduct(world(), 'frobuprofen 800 mg')?.id).toBe('frobuprofen-200');
    const k = knowledgeOf({
      ingredients: [ingredient('cholecalciferol', { kind: 'supplement', synonyms: ['vitamin d3'] })],
      supplements: [
        supplement('d3-2000', ['cholecalciferol'], { name: 'Vitamin D3 2,000 IU' }),
        supplement('d3-1000', ['cholecalciferol'], { name: 'Vitamin D3 1,000 IU' }),
      ],
    });
    expect(findProduct(k, 'vitamin d3 2000iu')?.id).toBe('d3-2000');
    expect(findProduct(k, 'Vitamin D3 1,000 IU softgels')?.id).toBe('d3-1000');
  });

  it('ignores words for the form a product comes in', () => {
    expect(findProduct(world(), 'omegol softgels')?.id).toBe('omegol-caps');
    expect(findProduct(world(), 'fish oil capsules')?.id).toBe('omegol-caps');
    expect(findProduct(world(), 'Frob IB caplets')?.id).toBe('frob-ib');
  });

  it("with a strength, takes a brand's own product before the generic that lists the brand", () => {
    const k = knowledgeOf({
      ingredients: [ingredient('frobuprofen')],
      medications: [
        medication('frobuprofen-200', ['frobuprofen'], { name: 'Frobuprofen 200 mg', brandNames: ['Frobix'] }),
        medication('frobix', ['frobuprofen'], {
          name: 'Frobix',
          activeIngredients: [{ ingredientId: 'frobuprofen', strength: '200 mg' }],
        }),
      ],
    });
    expect(findProduct(k, 'Frobix 200 mg')?.id).toBe('frobix');
    expect(findProduct(k, 'Frobix')?.id).toBe('frobix');
  });

  it("never reads part of a combination's name as a single-ingredient product", () => {
    // "Night Mix" is two ingredients: a longer name must not fall back to one of them.
    expect(findProduct(world(), 'zelquin night formula')).toBeNull();
    expect(findProduct(world(), 'night mix 10 mg')?.id).toBe('night-mix');
  });

  it('reads a store brand sold by its generic name as that generic, and only then', () => {
    expect(findProduct(world(), 'up&up frobuprofen 400 mg')?.id).toBe('frobuprofen-400');
    expect(findProduct(world(), 'Kirkland Signature FBP extra strength')?.id).toBe('frobuprofen-200');
    // A word that may name a combination ("cold", "PM") leaves it unknown rather than half understood.
    expect(findProduct(world(), 'Equate frobuprofen cold and sinus')).toBeNull();
    expect(findProduct(world(), 'up&up zelquin PM')).toBeNull();
  });

  it('reads counts of a probiotic like any strength', () => {
    expect(findProduct(world(), 'omegol 10 billion CFU')?.id).toBe('omegol-caps');
  });
});
