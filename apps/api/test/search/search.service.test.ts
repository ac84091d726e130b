import { emptyProfile, evaluateProduct, normaliseProfile } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { LocalSymptomExtractor } from '../../src/search/application/local-symptom-extractor.js';
import { SearchService } from '../../src/search/application/search.service.js';
import type { SymptomExtractor } from '../../src/search/domain/symptom-extractor.port.js';

const catalogue = new SearchCatalogue();
const local = new LocalSymptomExtractor(catalogue);
const failing: SymptomExtractor = { extract: () => Promise.reject(new Error('model down')) };
const fixed: SymptomExtractor = {
  extract: () =>
    Promise.resolve({ symptomIds: ['sore-throat'], negatedSymptomIds: [], productIds: [], confidence: 0.9 }),
};

describe('SearchService', () => {
  it('ranks medicines treating more of the symptoms first, then by primary use', async () => {
    const sut = new SearchService(catalogue, local, local);
    const result = await sut.search(
      { query: 'headache and stuffy nose', enhanced: false, category: null },
      emptyProfile(),
    );
    const first = catalogue.medicationsById.get(result.safe[0]!.id)!;
    expect(first.uses).toEqual(expect.arrayContaining(['headache', 'nasal-congestion']));
  });

  it('uses the smart reader for enhanced search', async () => {
    const sut = new SearchService(catalogue, local, fixed);
    const result = await sut.search({ query: 'ouch', enhanced: true, category: null }, emptyProfile());
    expect(result).toMatchObject({ extractedSymptoms: ['Sore throat'], confidence: 0.9, fallbackUsed: false });
  });

  it('falls back to basic search, and says so, when the smart reader fails', async () => {
    const sut = new SearchService(catalogue, local, failing);
    const result = await sut.search({ query: 'headache', enhanced: true, category: null }, emptyProfile());
    expect(result.fallbackUsed).toBe(true);
    expect(result.extractedSymptoms).toEqual(['Headache']);
    expect(result.safe.length).toBeGreaterThan(0);
  });

  it('keeps to the category filter', async () => {
    const sut = new SearchService(catalogue, local, local);
    const result = await sut.search({ query: 'headache', enhanced: false, category: 'digestive' }, emptyProfile());
    for (const m of [...result.safe, ...result.unsafe.map((u) => u.medication)]) {
      expect(catalogue.medicationsById.get(m.id)!.categories).toContain('digestive');
    }
  });

  it('judges every result for the given profile, moving what to avoid into unsafe with reasons', async () => {
    const sut = new SearchService(catalogue, local, local);
    const profile = normaliseProfile({ medicalConditions: ['high blood pressure'] });
    const result = await sut.search({ query: 'stuffy nose', enhanced: false, category: null }, profile);
    const hasPseudoephedrine = (m: { activeIngredients: string[] }) =>
      m.activeIngredients.some((a) => a.startsWith('Pseudoephedrine'));
    expect(result.unsafe.some((u) => hasPseudoephedrine(u.medication))).toBe(true);
    expect(result.safe.some(hasPseudoephedrine)).toBe(false);
    expect(result.unsafe.every((u) => u.reasons.length > 0)).toBe(true);
    // The documented ReasonDto: the engine's origin and trigger stay out of the public response.
    for (const reason of result.unsafe.flatMap((u) => u.reasons))
      expect(Object.keys(reason).sort()).toEqual(['code', 'level', 'message', 'source']);
  });

  it('says the level of each avoided medicine: the strictest of its reasons', async () => {
    const sut = new SearchService(catalogue, local, local);
    const hbp = normaliseProfile({ medicalConditions: ['high blood pressure'] });
    const stuffy = await sut.search({ query: 'stuffy nose', enhanced: false, category: null }, hbp);
    // Decongestant labels: "Ask a doctor before use if you have high blood pressure".
    const sudafed = stuffy.unsafe.find((u) => u.medication.activeIngredients.some((a) => a.startsWith('Pseudo')))!;
    expect(sudafed.level).toBe('ask-first');
    const pregnant = normaliseProfile({ isPregnant: true });
    const headache = await sut.search({ query: 'headache', enhanced: false, category: null }, pregnant);
    const advil = headache.unsafe.find((u) => u.medication.name === 'Advil')!;
    // NSAIDs from 20 weeks: do not use unless a doctor says so.
    expect(advil.level).toBe('do-not-use');
    expect(advil.reasons.map((r) => r.level)).toContain('do-not-use');
  });

  it('gives a safe medicine the cautions the engine found for the person, none for an empty profile', async () => {
    const sut = new SearchService(catalogue, local, local);
    const ask = (profile: ReturnType<typeof normaliseProfile>) =>
      sut.search({ query: 'headache', enhanced: false, category: null }, profile);
    const acetaminophenAlone = (await ask(normaliseProfile({ isPregnant: true }))).safe.find((m) =>
      catalogue.medicationsById.get(m.id)!.activeIngredients.every((a) => a.ingredientId === 'acetaminophen'),
    )!;
    expect(acetaminophenAlone.cautions.map((c) => [c.code, c.level])).toContainEqual(['pregnancy', null]);
    expect((await ask(emptyProfile())).safe.every((m) => m.cautions.length === 0)).toBe(true);
  });

  it('lists under each avoided medicine safer options: safe for the person, for the symptom asked, without its culprit', async () => {
    const sut = new SearchService(catalogue, local, local);
    const profile = normaliseProfile({ allergies: ['ibuprofen'] });
    const result = await sut.search({ query: 'headache', enhanced: false, category: null }, profile);
    const advil = result.unsafe.find((u) => u.medication.name === 'Advil')!;
    expect(advil.saferOptions.length).toBeGreaterThan(0);
    for (const unsafe of result.unsafe) {
      expect(unsafe.saferOptions.length).toBeLessThanOrEqual(3);
      for (const option of unsafe.saferOptions) {
        const medication = catalogue.medicationsById.get(option.id)!;
        expect(option.name).toBe(medication.name);
        expect(evaluateProduct(profile, option.id, catalogue.knowledge).verdict, option.name).toBe('safe');
        expect(medication.uses, option.name).toContain('headache');
        // An ibuprofen allergy reaches every NSAID: no option contains one.
        const classes = medication.activeIngredients.flatMap(
          (a) => catalogue.knowledge.classesOfIngredient.get(a.ingredientId) ?? [],
        );
        expect(classes, option.name).not.toContain('nsaid');
      }
    }
  });

  it('offers no safer options where nothing is avoided', async () => {
    const sut = new SearchService(catalogue, local, local);
    const result = await sut.search({ query: 'headache', enhanced: false, category: null }, emptyProfile());
    expect(result.unsafe).toEqual([]);
  });

  it('names emergencies whatever else it returns', async () => {
    const sut = new SearchService(catalogue, local, local);
    const result = await sut.search(
      { query: 'headache and chest pain', enhanced: false, category: null },
      emptyProfile(),
    );
    expect(result.redFlags.map((f) => f.code)).toEqual(['chest-pain']);
    expect(result.safe.length).toBeGreaterThan(0);
  });
});
