import { emptyProfile } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { LocalSymptomExtractor } from '../../src/search/application/local-symptom-extractor.js';
import { SearchService } from '../../src/search/application/search.service.js';
import type { SymptomExtractor } from '../../src/search/domain/symptom-extractor.port.js';

const catalogue = new SearchCatalogue();
const local = new LocalSymptomExtractor(catalogue);
// A model reads the symptoms only; whatever it says of them, the kind and qualities come from the local reader.
const symptomsOnlyReader: SymptomExtractor = {
  extract: (text) => {
    const { symptomIds, negatedSymptomIds, confidence } = local.extractNow(text);
    return Promise.resolve({ symptomIds, negatedSymptomIds, productIds: [], confidence });
  },
};
const ingredientsOf = (id: string) =>
  catalogue.medicationsById.get(id)?.activeIngredients.map((a) => a.ingredientId) ??
  catalogue.supplementsById.get(id)!.ingredientIds;

describe.each([
  ['basic', new SearchService(catalogue, local, local), false],
  ['smart', new SearchService(catalogue, local, symptomsOnlyReader), true],
])('the kind of product asked for, in %s search', (_mode, sut, enhanced) => {
  const safeIngredients = async (query: string) =>
    (await sut.search({ query, enhanced, category: null }, emptyProfile())).safe.map((m) => ingredientsOf(m.id));

  it('"stool softener" lists docusate products only, plain docusate first', async () => {
    const found = await safeIngredients('stool softener');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((ids) => ids.includes('docusate'))).toBe(true);
    expect(found[0]).toEqual(['docusate']);
  });

  it('"overnight laxative" lists the laxatives the content says work overnight', async () => {
    const found = await safeIngredients('overnight laxative');
    expect(found.flat()).toContain('sennosides');
    expect(found.flat()).not.toContain('polyethylene-glycol-3350');
  });

  it('"chewable antacid" is the kind in chewable form, not a product called antacid', async () => {
    const result = await sut.search({ query: 'chewable antacid', enhanced, category: null }, emptyProfile());
    expect(result.constraints.map((c) => c.code).sort()).toEqual(['form:chewable', 'kind:antacid']);
    expect(result.safe.map((m) => ingredientsOf(m.id)).flat()).toContain('calcium-carbonate');
    expect(result.safe.every((m) => /chew/i.test(m.name) || m.brandNames.some((n) => /chew/i.test(n)))).toBe(true);
  });

  it('"pain reliever that lasts 12 hours" lists naproxen and not 4-to-6-hour ibuprofen', async () => {
    const found = await safeIngredients('pain reliever that lasts 12 hours');
    expect(found.flat()).toContain('naproxen');
    expect(found.some((ids) => ids.length === 1 && ids[0] === 'ibuprofen')).toBe(false);
  });

  it('"decongestant I don\'t need to show ID for" leaves out pseudoephedrine', async () => {
    const found = await safeIngredients("decongestant I don't need to show ID for");
    expect(found.flat()).toContain('oxymetazoline');
    expect(found.flat()).not.toContain('pseudoephedrine');
  });

  it('"pain reliever that\'s gentle on my stomach" leaves out the NSAIDs', async () => {
    const found = await safeIngredients("pain reliever that's gentle on my stomach");
    expect(found.flat()).toContain('acetaminophen');
    for (const nsaid of ['ibuprofen', 'naproxen', 'aspirin']) expect(found.flat()).not.toContain(nsaid);
  });

  it('"nighttime pain reliever" lists pain relievers with a sedating ingredient in them', async () => {
    const result = await sut.search({ query: 'nighttime pain reliever', enhanced, category: null }, emptyProfile());
    expect(result.safe.map((m) => ingredientsOf(m.id)).flat()).toContain('diphenhydramine');
    expect(result.safe.every((m) => catalogue.productFacts.get(m.id)!.causesDrowsiness)).toBe(true);
  });

  it('"natural sleep aid" lists supplements only', async () => {
    const result = await sut.search({ query: 'natural sleep aid', enhanced, category: null }, emptyProfile());
    expect(result.safe.length).toBeGreaterThan(0);
    expect(result.safe.every((m) => catalogue.supplementsById.has(m.id))).toBe(true);
  });

  it('"allergy pill I can take before driving" lists no sedating antihistamine', async () => {
    const found = await safeIngredients('allergy pill I can take before driving');
    expect(found.flat()).toContain('loratadine');
    for (const sedating of ['diphenhydramine', 'chlorpheniramine']) expect(found.flat()).not.toContain(sedating);
  });
});
