import { emptyProfile } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { LocalSymptomExtractor } from '../../src/search/application/local-symptom-extractor.js';
import { SearchService } from '../../src/search/application/search.service.js';
import { looksLikeName } from '../../src/search/domain/name-answer.js';
import type { SymptomExtractor } from '../../src/search/domain/symptom-extractor.port.js';

const catalogue = new SearchCatalogue();
const local = new LocalSymptomExtractor(catalogue);
// A model that reads nothing: names must still come from the local reader in smart search.
const blank: SymptomExtractor = {
  extract: () => Promise.resolve({ symptomIds: [], negatedSymptomIds: [], productIds: [], confidence: 0 }),
};
const search = (query: string, enhanced = false) =>
  new SearchService(catalogue, local, enhanced ? blank : local).search(
    { query, enhanced, category: null },
    emptyProfile(),
  );
const ingredientsOf = (id: string) =>
  catalogue.medicationsById
    .get(id)!
    .activeIngredients.map((a) => a.ingredientId)
    .join('+');

describe('a brand we do not list', () => {
  it.each([false, true])('names what Panadol is and lists our acetaminophen alone (smart: %s)', async (enhanced) => {
    const result = await search('Panadol', enhanced);
    expect(result.notCarried).toEqual({ name: 'Panadol', ingredients: ['acetaminophen'] });
    expect(result.unrecognisedName).toBeNull();
    expect(result.safe.length).toBeGreaterThan(0);
    for (const m of result.safe) expect(ingredientsOf(m.id)).toBe('acetaminophen');
  });

  it('reads a misspelt not-carried brand within the name typo budget', async () => {
    expect((await search('reactin')).notCarried).toEqual({ name: 'Reactine', ingredients: ['cetirizine'] });
  });

  it('names a prescription brand and lists nothing, since we list no medicine of it', async () => {
    const result = await search('eliquis');
    expect(result.notCarried).toEqual({ name: 'Eliquis', ingredients: ['apixaban'] });
    expect(result.safe).toEqual([]);
    expect(result.unsafe).toEqual([]);
  });

  it('leaves a name we do list to the products that carry it', async () => {
    const result = await search('Tylenol');
    expect(result.notCarried).toBeNull();
    expect(result.unrecognisedName).toBeNull();
    expect(result.safe.length).toBeGreaterThan(0);
  });
});

describe('a name nobody knows', () => {
  it.each([false, true])('says the name was not recognised rather than nothing (smart: %s)', async (enhanced) => {
    const result = await search('  Zorblax ', enhanced);
    expect(result).toMatchObject({ notCarried: null, unrecognisedName: 'Zorblax', safe: [], unsafe: [] });
  });

  it('does not call a sentence or a symptom a name', async () => {
    expect((await search('I feel kind of off today')).unrecognisedName).toBeNull();
    expect((await search('headache')).unrecognisedName).toBeNull();
  });

  it('does not call a supplement we list an unknown name', async () => {
    expect((await search('melatonin')).unrecognisedName).toBeNull();
    expect((await search('fish oil')).unrecognisedName).toBeNull();
  });

  it('does not call an emergency an unknown name', async () => {
    const result = await search('overdose');
    expect(result.redFlags.length).toBeGreaterThan(0);
    expect(result.unrecognisedName).toBeNull();
  });
});

describe('looksLikeName', () => {
  it.each(['Lactaid', 'Axid AR', 'tiger balm', 'Zorblax 200 mg'])('reads %j as a name', (text) => {
    expect(looksLikeName(text)).toBe(true);
  });
  it.each(['', '!!!', '200', 'my tummy', 'not sure', 'what can i take for this'])('reads %j as no name', (text) => {
    expect(looksLikeName(text)).toBe(false);
  });
});
