import { emptyProfile } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { LocalSymptomExtractor } from '../../src/search/application/local-symptom-extractor.js';
import { SearchService } from '../../src/search/application/search.service.js';

const catalogue = new SearchCatalogue();
const reader = new LocalSymptomExtractor(catalogue);
const read = (text: string) => reader.extractNow(text).symptomIds;

describe('everyday and blunt words for a symptom (content/lexicon/everyday.yaml)', () => {
  it.each([
    ['I ate too much', ['upset-stomach']],
    ['stomach bug', ['upset-stomach']],
    ['food poisoning', ['upset-stomach']],
    ['farting a lot', ['gas-bloating']],
    ['blackheads', ['acne']],
    ['fire ant bites', ['insect-bites']],
    ['sun poisoning', ['sunburn']],
    ['choking on pollen', ['hay-fever']],
    ['overdid it at the gym', ['muscle-aches']],
    ['I twisted my ankle playing basketball', ['muscle-aches']],
    ['dying to sleep', ['insomnia']],
    ["I keep waking up at 3am and can't get back to sleep", ['insomnia']],
    ['ears clogged with wax', ['earwax']],
    ['My ears feel plugged up with wax', ['earwax']],
    ['puffy swollen eyes from allergies', ['itchy-watery-eyes']],
    ['itchy burning skin between my toes', ['itchy-skin', 'athletes-foot']],
  ])('%j reads as %j', (text, ids) => {
    expect(read(text)).toEqual(ids);
  });
});

describe('a body site and a sensation in lay words', () => {
  it.each([
    ['my throat is on fire', ['sore-throat']],
    ['ate spicy wings and my stomach is on fire', ['heartburn']],
    // Stomach acid felt in the throat is heartburn, not a sore throat.
    ['acid burning my throat at night', ['heartburn']],
    // "up" belongs to the sensation: a blocked nose, not constipation ("blocked up" alone).
    ['blocked up nose', ['nasal-congestion']],
    ['my feet are killing me', ['muscle-aches']],
    ['my toes itch', ['athletes-foot']],
    // "won't stop" and "keeps" say it goes on; they do not part the site from its sensation.
    ["my eyes won't stop itching", ['itchy-watery-eyes']],
    ['my nose keeps running', ['runny-nose']],
  ])('%j reads as %j', (text, ids) => {
    expect(read(text)).toEqual(ids);
  });

  it('reads a site word inside a product name as the name ("salicylic acid" is no stomach acid)', () => {
    const reading = reader.extractNow('salicylic acid burns my skin');
    expect(reading.symptomIds).not.toContain('heartburn');
    expect(reading.productIds.length).toBeGreaterThan(0);
  });

  it('reads "fire" with no body site as no burn', () => {
    expect(read('fire ant bites')).not.toContain('minor-burns');
  });
});

describe('a named product the constraints leave out', () => {
  const service = new SearchService(catalogue, reader, reader);
  const search = (query: string) => service.search({ query, enhanced: false, category: null }, emptyProfile());

  it('is stood in for by the same formulation sold as the form asked for', async () => {
    const result = await search('hydrocortizone cream');
    expect(result.safe.map((m) => m.name)).toContain('Hydrocortisone 1% Cream');
  });

  it('keeps the presentation named when it meets the constraints', async () => {
    const result = await search('cortizone 10 ointment');
    expect(result.safe[0]?.name).toBe('Cortizone-10 Ointment');
  });
});
