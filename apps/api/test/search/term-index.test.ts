import { describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { LocalSymptomExtractor } from '../../src/search/application/local-symptom-extractor.js';
import { editDistance } from '../../src/catalogue/domain/fuzzy.js';

const catalogue = new SearchCatalogue();
const sut = new LocalSymptomExtractor(catalogue);
const symptomsIn = (text: string) => sut.extractNow(text).symptomIds.map((id) => catalogue.symptomNames.get(id));

describe('the local symptom reader', () => {
  it.each([
    ['headache', ['Headache']],
    ['stuffy nose', ['Stuffy nose']],
    ['heartburn', ['Heartburn']],
    ['the runs', ['Diarrhea']],
    ['hedache', ['Headache']],
    ['diarhea', ['Diarrhea']],
    ['nausia', ['Nausea']],
    ['constipaton', ['Constipation']],
    ['headache fever', ['Headache', 'Fever']],
  ])('reads %j as %j', (text, expected) => {
    expect(symptomsIn(text)).toEqual(expected);
  });

  it('extracts every symptom from a sentence, whatever the glue words and word order', () => {
    expect(symptomsIn("I've had a pounding headache since this morning and my nose is stuffed up")).toEqual([
      'Headache',
      'Stuffy nose',
    ]);
    expect(symptomsIn('my throat is sore')).toEqual(['Sore throat']);
  });

  it('honours negation until the clause ends', () => {
    expect(symptomsIn('a cough but no fever')).toEqual(['Cough']);
    expect(sut.extractNow('a cough but no fever').negatedSymptomIds).toEqual(['fever']);
    expect(symptomsIn("I don't have a fever or chills, just a runny nose")).toEqual(['Runny nose']);
    expect(symptomsIn('no fever and my throat is sore')).toEqual(['Sore throat']);
    expect(symptomsIn('not sleeping well, no cough')).toEqual([]);
  });

  it('finds medicines named outright, by brand or international name', () => {
    const named = (text: string) =>
      sut.extractNow(text).productIds.map((id) => catalogue.medicationsById.get(id)!.name);
    expect(named('Advil')[0]).toBe('Advil');
    expect(named('paracetamol').length).toBeGreaterThan(0);
    expect(named('paracetamol').every((n) => catalogue.medicationsById.size > 0 && n.length > 0)).toBe(true);
  });

  it('does not turn a different word into a symptom (crushing is not coughing)', () => {
    expect(symptomsIn('crushing chest pain spreading to my arm')).toEqual([]);
    expect(symptomsIn('hello there')).toEqual([]);
  });

  it('reports confidence in [0, 1]: high for a clean match, lower for typos and unknown words, 0 for nothing', () => {
    const exact = sut.extractNow('headache').confidence;
    const typo = sut.extractNow('headahce').confidence;
    const noisy = sut.extractNow('headache after the wedding reception yesterday').confidence;
    expect(exact).toBe(1);
    expect(typo).toBeLessThan(exact);
    expect(noisy).toBeGreaterThan(0);
    expect(noisy).toBeLessThan(1);
    expect(sut.extractNow('zzzz qqqq').confidence).toBe(0);
  });
});

describe('editDistance', () => {
  it('counts an adjacent swap as one edit and stops past the limit', () => {
    expect(editDistance('hedache', 'headache', 2)).toBe(1);
    expect(editDistance('nuasea', 'nausea', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('the local reader on product names', () => {
  it('reads a product name longer than five words whole, not as a shorter name inside it', () => {
    expect(sut.extractNow('Vicks DayQuil Severe Cold & Flu LiquiCaps').productIds).toEqual([
      'vicks-dayquil-severe-cold-and-flu-liquicaps',
    ]);
  });
});
