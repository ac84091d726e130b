import { findProduct } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { LocalSymptomExtractor } from '../../src/search/application/local-symptom-extractor.js';
import { SuggestionsService } from '../../src/search/application/suggestions.service.js';

const catalogue = new SearchCatalogue();
const reader = new LocalSymptomExtractor(catalogue);
const suggestions = new SuggestionsService(catalogue);
const medications = catalogue.formulary.medications;
const ingredientsOf = (id: string | undefined) =>
  (catalogue.medicationsById.get(id ?? '')?.activeIngredients ?? [])
    .map((a) => a.ingredientId)
    .sort()
    .join('+');
const firstSearched = (text: string) => reader.extractNow(text).productIds[0];
// The first product suggestion (symptoms come first: 'nicotine' suggests quitting smoking) leads to the product
// search would list first for it.
const firstSuggested = (text: string) =>
  suggestions
    .suggest(text)
    .map(firstSearched)
    .find((id) => id !== undefined);
const firstFound = (text: string) => findProduct(catalogue.knowledge, text)?.id;

describe('every name in the content', () => {
  // Each name, and the ingredient sets of the products that carry it as their name or a search name.
  const owners = new Map<string, Set<string>>();
  for (const m of medications)
    for (const name of [m.name, ...m.brandNames]) {
      const set = owners.get(name) ?? new Set<string>();
      set.add(ingredientsOf(m.id));
      owners.set(name, set);
    }

  it('resolves to a product of its own formulation in search, suggestions and the CLI', () => {
    const misses: string[] = [];
    for (const [name, ingredientSets] of owners)
      for (const [where, first] of [
        ['search', firstSearched],
        ['suggestions', firstSuggested],
        ['cli', firstFound],
      ] as const)
        if (!ingredientSets.has(ingredientsOf(first(name)))) misses.push(`${where}: ${name}`);
    expect(misses).toEqual([]);
    expect(owners.size).toBeGreaterThan(1500);
    // Over 2,000 names, each with its eight suggestions read again: about 30 s on a loaded 2-core machine.
  }, 120_000);

  it('resolves every generic and international name of a carried ingredient to that ingredient', () => {
    const misses: string[] = [];
    for (const ingredient of catalogue.formulary.ingredients) {
      const carried = medications.some((m) => ingredientsOf(m.id) === ingredient.id);
      if (!carried || ingredient.componentIds?.length) continue;
      for (const name of [ingredient.name, ...ingredient.synonyms])
        for (const first of [firstSearched, firstSuggested, firstFound])
          if (ingredientsOf(first(name)) !== ingredient.id) misses.push(name);
    }
    expect(misses).toEqual([]);
  });
});

describe('brand families', () => {
  const familyOf = (id: string | undefined) => catalogue.medicationsById.get(id ?? '')?.name.toLowerCase() ?? '';

  it.each([
    'Tylenol',
    'tylenol',
    'TYLENOL',
    'Excedrin',
    'Motrin',
    'Mucinex',
    'NyQuil',
    'Zyrtec',
    'Pepto',
    'Tums',
    'Imodium',
    'Prilosec',
    'Pepcid',
    'Advil',
    'Claritin',
    'Benadryl',
    'DayQuil',
    'Sudafed',
  ])("a bare %j lists that family's products, one per formulation", (family) => {
    const ids = reader.extractNow(family).productIds;
    const word = family.toLowerCase();
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const m = catalogue.medicationsById.get(id)!;
      expect([m.name, ...m.brandNames].some((n) => n.toLowerCase().replace(/-/g, ' ').includes(word))).toBe(true);
    }
    const formulations = ids.map((id) =>
      catalogue.medicationsById
        .get(id)!
        .activeIngredients.map((a) => `${a.ingredientId}:${a.strength}`)
        .join('+'),
    );
    expect(new Set(formulations).size).toBe(formulations.length);
    expect(familyOf(firstFound(family))).toContain(word);
    expect(suggestions.suggest(family)[0]?.toLowerCase()).toBe(word);
  });

  it('lists the plain product of a family before its combinations', () => {
    expect(catalogue.medicationsById.get(firstSearched('tylenol')!)!.name).toBe('Tylenol Extra Strength');
  });
});

describe('misspelt names', () => {
  it.each([
    ['tylenal', 'acetaminophen'],
    ['ibuprophen', 'ibuprofen'],
    ['benadril', 'diphenhydramine'],
    ['excedren', 'acetaminophen+aspirin+caffeine'],
    ['mucenex', 'guaifenesin'],
    ['zyrtek', 'cetirizine'],
    ['claritan', 'loratadine'],
    ['nyquill', 'acetaminophen+dextromethorphan+doxylamine'],
    ['advill', 'ibuprofen'],
    ['imodum', 'loperamide'],
    ['acetominophen', 'acetaminophen'],
  ])('reads %j as a product of %s in search, suggestions and the CLI', (typed, ingredients) => {
    expect(ingredientsOf(firstSearched(typed))).toBe(ingredients);
    expect(ingredientsOf(firstSuggested(typed))).toBe(ingredients);
    expect(ingredientsOf(firstFound(typed))).toBe(ingredients);
  });

  it('reads a misspelt name inside a sentence', () => {
    expect(ingredientsOf(reader.extractNow('can I take tylenal for this').productIds[0])).toBe('acetaminophen');
  });
});

describe('everyday words one letter from a brand', () => {
  it.each([
    'gums',
    'alive',
    'bovine',
    'unison',
    'model',
    'hills',
    'buyer',
    'trucks',
    'middle',
    'after',
    'vision',
    'pepsi',
    'palace',
    'destiny',
    'layer',
    'muscles',
    'fever',
    'nausea',
  ])('%j names no product in search, suggestions or the CLI', (word) => {
    expect(reader.extractNow(word).productIds).toEqual([]);
    expect(firstFound(word)).toBeUndefined();
    // Type-ahead may offer a name the word starts ('after' -> 'Aftera'), never one it only resembles.
    const resembling = suggestions
      .suggest(word)
      .filter((label) => reader.extractNow(label).productIds.length > 0)
      .filter((label) => !label.toLowerCase().includes(word));
    expect(resembling).toEqual([]);
  });
});
