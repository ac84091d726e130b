import { emptyProfile } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { LocalSymptomExtractor } from '../../src/search/application/local-symptom-extractor.js';
import { SearchService } from '../../src/search/application/search.service.js';
import { isChildrensProduct, namesAChild } from '../../src/search/domain/child-mention.js';
import type { SymptomExtractor } from '../../src/search/domain/symptom-extractor.port.js';

const catalogue = new SearchCatalogue();
const local = new LocalSymptomExtractor(catalogue);
const feverReader: SymptomExtractor = {
  extract: () => Promise.resolve({ symptomIds: ['fever'], negatedSymptomIds: [], productIds: [], confidence: 0.9 }),
};

describe('naming a child', () => {
  it.each(['my kid has a fever', 'toddler with a cough', "children's fever reducer", 'my 6 year old is sick'])(
    '%j names a child',
    (text) => expect(namesAChild(text)).toBe(true),
  );
  it.each(['fever', 'my 45 year old husband has a cough', 'kidney pain'])('%j names no child', (text) =>
    expect(namesAChild(text)).toBe(false),
  );
});

describe.each([
  ['basic', new SearchService(catalogue, local, local), false],
  ['smart', new SearchService(catalogue, local, feverReader), true],
])('audience ranking in %s search', (_mode, sut, enhanced) => {
  const names = async (query: string) =>
    (await sut.search({ query, enhanced, category: null }, emptyProfile())).safe.map((m) => m.name);
  // The index of the first children's product and of the last adult one.
  const split = (list: string[]) => ({
    firstChildren: list.findIndex(isChildrensProduct),
    lastAdult: list.length - 1 - [...list].reverse().findIndex((n) => !isChildrensProduct(n)),
    firstAdult: list.findIndex((n) => !isChildrensProduct(n)),
    lastChildren: list.length - 1 - [...list].reverse().findIndex(isChildrensProduct),
  });

  it("an anonymous search lists adults' products before children's", async () => {
    const list = await names('fever');
    const { firstChildren, lastAdult } = split(list);
    expect(firstChildren).toBeGreaterThanOrEqual(0);
    expect(lastAdult).toBeLessThan(firstChildren);
  });

  it("a search naming a child lists children's products first, adults' after", async () => {
    const list = await names('my toddler has a fever');
    const { firstAdult, lastChildren } = split(list);
    expect(list.length).toBeGreaterThan(0);
    expect(isChildrensProduct(list[0]!)).toBe(true);
    if (firstAdult >= 0) expect(lastChildren).toBeLessThan(firstAdult);
  });
});
