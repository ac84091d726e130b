import { emptyProfile, type HealthProfile } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { LocalSymptomExtractor } from '../../src/search/application/local-symptom-extractor.js';
import { SearchService } from '../../src/search/application/search.service.js';

// Products and symptoms people search for that the content once lacked: dandruff shampoo, pinworm medicine,
// a chest rub, lactase, vitamin B6 for morning sickness, and brand names from abroad or off the market.
const catalogue = new SearchCatalogue();
const local = new LocalSymptomExtractor(catalogue);
// Smart search with the local reader standing in for the model, as when no model is configured.
const search = (query: string, enhanced = false, profile: HealthProfile = emptyProfile()) =>
  new SearchService(catalogue, local, local).search({ query, enhanced, category: null }, profile);
/** The ingredient ids of a listed product, whether a medicine or a supplement. */
const ingredientsOf = (id: string) =>
  catalogue.medicationsById.get(id)?.activeIngredients.map((a) => a.ingredientId) ??
  catalogue.supplementsById.get(id)?.ingredientIds ??
  [];
const safeIngredients = async (query: string, enhanced = false, profile?: HealthProfile) =>
  (await search(query, enhanced, profile)).safe.slice(0, 10).flatMap((m) => ingredientsOf(m.id));

describe('products added for what people search', () => {
  it.each([
    ['flaky itchy scalp', 'pyrithione-zinc'],
    ['I keep getting white flakes on my shoulders from dandruff', 'pyrithione-zinc'],
    ['head and shoulders', 'pyrithione-zinc'],
    ['pinworms', 'pyrantel-pamoate'],
    ['pin-x', 'pyrantel-pamoate'],
    ['vicks vaporub', 'camphor'],
    ['dairy gives me gas', 'lactase'],
    ['lactose intolerant', 'lactase'],
    ['morning sickness', 'vitamin-b6'],
  ])('"%s" lists a safe product with %s, in both modes', async (query, ingredientId) => {
    for (const enhanced of [false, true]) expect(await safeIngredients(query, enhanced)).toContain(ingredientId);
  });

  it('offers vitamin B6 for morning sickness to a pregnant person, and no bismuth subsalicylate', async () => {
    const pregnant: HealthProfile = { ...emptyProfile(), age: 30, isPregnant: true };
    const found = await safeIngredients('morning sickness during pregnancy', false, pregnant);
    expect(found).toContain('vitamin-b6');
    expect(found).not.toContain('bismuth-subsalicylate');
  });

  it('keeps the chest rub and the pinworm liquid from a baby under 2 (the labels say ask a doctor)', async () => {
    const baby: HealthProfile = { ...emptyProfile(), age: 1 };
    const vapo = await search('vicks vaporub', false, baby);
    expect(vapo.safe.map((m) => m.id)).not.toContain('vicks-vaporub');
    expect(vapo.unsafe.map((u) => u.medication.id)).toContain('vicks-vaporub');
    const worms = await search('pinworms', false, baby);
    expect(worms.safe.flatMap((m) => ingredientsOf(m.id))).not.toContain('pyrantel-pamoate');
  });

  it('holds the pinworm liquid back in pregnancy (the label: only if a doctor says so)', async () => {
    const pregnant: HealthProfile = { ...emptyProfile(), age: 28, isPregnant: true };
    const result = await search('pinworms', false, pregnant);
    expect(result.safe.flatMap((m) => ingredientsOf(m.id))).not.toContain('pyrantel-pamoate');
    expect(result.unsafe.length).toBeGreaterThan(0);
  });

  it('names Calpol as acetaminophen, a brand we do not list, and lists our acetaminophen', async () => {
    const result = await search('calpol');
    expect(result.notCarried).toEqual({ name: 'Calpol', ingredients: ['acetaminophen'] });
    expect(result.safe.length).toBeGreaterThan(0);
    for (const m of result.safe) expect(ingredientsOf(m.id)).toEqual(['acetaminophen']);
  });

  it('finds Zantac 360 as famotidine, never ranitidine (withdrawn in 2020)', async () => {
    const found = await safeIngredients('zantac 360');
    expect(found).toContain('famotidine');
    expect(found).not.toContain('ranitidine');
    expect(
      catalogue.formulary.medications.some((m) => m.activeIngredients.some((a) => a.ingredientId === 'ranitidine')),
    ).toBe(false);
  });
});
