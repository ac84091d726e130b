import { emptyProfile } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { LocalSymptomExtractor } from '../../src/search/application/local-symptom-extractor.js';
import { SearchService } from '../../src/search/application/search.service.js';
import { SuggestionsService } from '../../src/search/application/suggestions.service.js';

const catalogue = new SearchCatalogue();
const local = new LocalSymptomExtractor(catalogue);
const sut = new SearchService(catalogue, local, local);
const ingredientsOf = (id: string) =>
  catalogue.supplementsById.get(id)?.ingredientIds ??
  catalogue.medicationsById.get(id)!.activeIngredients.map((a) => a.ingredientId);

describe('a supplement named outright', () => {
  it.each([false, true])(
    '"melatonin" lists the melatonin supplements, marked as supplements (smart: %s)',
    async (enhanced) => {
      const result = await sut.search({ query: 'melatonin', enhanced, category: null }, emptyProfile());
      expect(result.safe.length).toBeGreaterThan(0);
      for (const card of result.safe) {
        expect(card.kind).toBe('supplement');
        expect(ingredientsOf(card.id)).toContain('melatonin');
      }
      expect(result.unrecognisedName).toBeNull();
    },
  );

  it('reads a misspelt supplement name as the name ("melatonine")', async () => {
    const result = await sut.search({ query: 'melatonine', enhanced: false, category: null }, emptyProfile());
    expect(ingredientsOf(result.safe[0]!.id)).toContain('melatonin');
  });

  it("is judged for the person like a medicine: a pregnant profile gets the content's pregnancy caution", async () => {
    const pregnant = { ...emptyProfile(), age: 30, gender: 'female' as const, isPregnant: true };
    const result = await sut.search({ query: 'melatonin', enhanced: false, category: null }, pregnant);
    const anonymous = await sut.search({ query: 'melatonin', enhanced: false, category: null }, emptyProfile());
    expect(anonymous.safe[0]!.cautions).toEqual([]);
    expect(result.safe[0]!.cautions.map((c) => c.message).join()).toMatch(/pregnant/);
  });

  it('comes after a medicine named in the same query, before the matches for a symptom', async () => {
    const result = await sut.search(
      { query: 'tylenol or melatonin for sleep', enhanced: false, category: null },
      emptyProfile(),
    );
    const ids = result.safe.map((m) => m.id);
    const firstMelatonin = ids.findIndex((id) => ingredientsOf(id).includes('melatonin'));
    expect(ingredientsOf(ids[0]!)).toContain('acetaminophen');
    expect(firstMelatonin).toBeGreaterThan(0);
    expect(ids.slice(0, firstMelatonin).every((id) => ingredientsOf(id).includes('acetaminophen'))).toBe(true);
  });

  it('is left out when a medicine shelf is chosen (supplements sit on no medicine shelf)', async () => {
    const shelf = catalogue.formulary.searchCategories[0]!.value;
    const result = await sut.search({ query: 'melatonin', enhanced: false, category: shelf }, emptyProfile());
    expect(result.safe.some((m) => m.kind === 'supplement')).toBe(false);
  });

  it('is suggested as a name while typed', () => {
    expect(new SuggestionsService(catalogue).suggest('melaton')).toContain(
      catalogue.names.resolve('melatonin')!.entry.label,
    );
  });
});
