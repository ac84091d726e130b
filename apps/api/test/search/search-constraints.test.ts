import { emptyProfile } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { LocalSymptomExtractor } from '../../src/search/application/local-symptom-extractor.js';
import { SearchService } from '../../src/search/application/search.service.js';
import type { SymptomExtractor } from '../../src/search/domain/symptom-extractor.port.js';

const catalogue = new SearchCatalogue();
const local = new LocalSymptomExtractor(catalogue);
const coldReader: SymptomExtractor = {
  extract: () =>
    Promise.resolve({ symptomIds: ['common-cold'], negatedSymptomIds: [], productIds: [], confidence: 0.9 }),
};
const ingredientsOf = (id: string) => catalogue.medicationsById.get(id)!.activeIngredients.map((a) => a.ingredientId);
const every = (result: { safe: { id: string }[]; unsafe: { medication: { id: string } }[] }) => [
  ...result.safe.map((m) => m.id),
  ...result.unsafe.map((u) => u.medication.id),
];

describe.each([
  ['basic', new SearchService(catalogue, local, local), false],
  ['smart', new SearchService(catalogue, local, coldReader), true],
])('product constraints in %s search', (_mode, sut, enhanced) => {
  const search = (query: string) => sut.search({ query, enhanced, category: null }, emptyProfile());

  it('"cold medicine without acetaminophen" is a cold search with no acetaminophen product', async () => {
    const result = await search('cold medicine without acetaminophen');
    expect(result.extractedSymptoms).toContain('Common cold');
    expect(result.constraints).toEqual([{ code: 'without:acetaminophen', label: 'Without acetaminophen' }]);
    expect(every(result).length).toBeGreaterThan(0);
    for (const id of every(result)) expect(ingredientsOf(id)).not.toContain('acetaminophen');
  });

  it('"no tylenol in it" rules out acetaminophen too', async () => {
    const result = await search('cold medicine with no tylenol in it');
    expect(result.constraints.map((c) => c.code)).toEqual(['without:acetaminophen']);
    for (const id of every(result)) expect(ingredientsOf(id)).not.toContain('acetaminophen');
  });
});

describe('product constraints (basic search)', () => {
  const sut = new SearchService(catalogue, local, local);
  const search = (query: string) => sut.search({ query, enhanced: false, category: null }, emptyProfile());
  const drowsy = (id: string) =>
    ingredientsOf(id).some((i) => catalogue.knowledge.classesOfIngredient.get(i)?.includes('cns-depressant'));

  it('the constraint words count neither as unmatched nor as a negated symptom', async () => {
    const plain = await search('cold medicine');
    const filtered = await search('cold medicine without acetaminophen');
    expect(filtered.confidence).toBe(plain.confidence);
  });

  it('non-drowsy allergy medicine lists no product that causes drowsiness', async () => {
    const all = await search('allergy medicine');
    expect(every(all).some(drowsy)).toBe(true);
    const result = await search("allergy medicine that won't make me sleepy");
    expect(result.constraints.map((c) => c.code)).toEqual(['non-drowsy']);
    expect(every(result).length).toBeGreaterThan(0);
    expect(every(result).filter(drowsy)).toEqual([]);
  });

  it("children's cough medicine lists children's products only", async () => {
    const result = await search("children's cough medicine");
    expect(result.extractedSymptoms).toContain('Cough');
    expect(every(result).length).toBeGreaterThan(0);
    for (const m of result.safe) expect(m.name).toMatch(/children|kids|infant|junior/i);
  });

  it('liquid cold medicine lists liquids only', async () => {
    const result = await search('liquid cold medicine');
    expect(result.constraints.map((c) => c.code)).toEqual(['form:liquid']);
    expect(every(result).length).toBeGreaterThan(0);
    expect(every(result).length).toBeLessThan(every(await search('cold medicine')).length);
  });

  it('supplements listed with the medicines meet the constraints too', async () => {
    const supplementIngredients = (id: string) =>
      catalogue.formulary.supplements.find((x) => x.id === id)?.ingredientIds ?? [];
    const melatonin = (r: Awaited<ReturnType<typeof search>>) =>
      every(r).some((id) => supplementIngredients(id).includes('melatonin'));
    expect(melatonin(await search('trouble sleeping'))).toBe(true);
    expect(melatonin(await search('trouble sleeping without melatonin'))).toBe(false);
  });

  it('a query of constraints only lists every product meeting them (nasal spray)', async () => {
    const result = await search('nasal spray');
    expect(result.constraints.map((c) => c.code)).toEqual(['form:spray']);
    // Each is sold as a spray under one of its names (Afrin: "Afrin Original Nasal Spray").
    const names = every(result).map((id) => {
      const m = catalogue.medicationsById.get(id)!;
      return [m.name, ...m.brandNames].join(' | ');
    });
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(name).toMatch(/spray|mist/i);
    expect(every(result).some((id) => ingredientsOf(id).some((i) => i.startsWith('fluticasone')))).toBe(true);
  });

  it("a product named with a constraint word is still found (Children's Tylenol)", async () => {
    const result = await search("children's tylenol");
    expect(result.safe[0]?.name ?? result.unsafe[0]?.medication.name).toMatch(/children.s tylenol/i);
  });
});
