import { formulary } from '@otc/formulary';
import { describe, expect, it } from 'vitest';
import { buildKnowledge, notCarriedOf } from '../src/index.js';

const knowledge = buildKnowledge(formulary);
const brands = notCarriedOf(knowledge);
const ingredientsOf = (id: string) => knowledge.products.get(id)!.ingredientIds.join('+');

describe('brands we do not carry', () => {
  it('knows a brand named on an ingredient, with our products of that ingredient alone', () => {
    const panadol = brands.find('Panadol')!;
    expect(panadol).toMatchObject({ name: 'Panadol', ingredientIds: ['acetaminophen'] });
    expect(panadol.productIds.length).toBeGreaterThan(0);
    for (const id of panadol.productIds) expect(ingredientsOf(id)).toBe('acetaminophen');
  });

  it('never claims a brand a product of ours answers to', () => {
    // Zyrtec is on the cetirizine ingredient's brand list and is a product we list.
    expect(brands.find('Zyrtec')).toBeNull();
  });

  it('names a combination by its components and a prescription brand with no products', () => {
    expect(brands.find('Percocet')).toEqual({
      name: 'Percocet',
      ingredientIds: ['oxycodone', 'acetaminophen'],
      productIds: [],
    });
  });

  it('reads a misspelling within the name budget, and nothing from everyday words', () => {
    expect(brands.find('lipiter')?.name).toBe('Lipitor');
    expect(brands.find('Axid AR')?.ingredientIds).toEqual(['nizatidine']);
    for (const word of ['hello', 'headache', 'asdf', '']) expect(brands.find(word)).toBeNull();
  });
});
