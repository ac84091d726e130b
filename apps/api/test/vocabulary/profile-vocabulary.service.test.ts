import { normaliseProfile, unrecognisedEntries } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/catalogue/index.js';
import { ProfileVocabularyService } from '../../src/vocabulary/application/profile-vocabulary.service.js';

const catalogue = new Catalogue();
const sut = new ProfileVocabularyService(catalogue);

describe('ProfileVocabularyService', () => {
  it('offers prescription brands and generics for current medicines', () => {
    expect(sut.suggest('currentMedications', 'couma')).toContain('Coumadin');
    expect(sut.suggest('currentMedications', 'warf')).toContain('Warfarin');
  });

  it('offers drug classes, over-the-counter products and supplements for current medicines', () => {
    expect(sut.suggest('currentMedications', 'blood thin')).toEqual(
      expect.arrayContaining([expect.stringMatching(/blood thinner/i)]),
    );
    expect(sut.suggest('currentMedications', 'advil')).toContain('Advil');
    expect(sut.suggest('currentMedications', 'fish o')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Fish oil/i)]),
    );
  });

  it('offers conditions by their name when a synonym is typed, and never the synonym itself', () => {
    const offered = sut.suggest('medicalConditions', 'hypertens');
    expect(offered).toContain('High blood pressure');
    expect(offered).not.toContain('hypertension');
  });

  it('offers allergens and drug classes for allergies, but not conditions', () => {
    expect(sut.suggest('allergies', 'sulf')).toEqual(expect.arrayContaining([expect.stringMatching(/sulfa/i)]));
    expect(sut.suggest('allergies', 'penic')).toEqual(expect.arrayContaining([expect.stringMatching(/penicillin/i)]));
    expect(sut.suggest('allergies', 'high blood')).not.toContain('High blood pressure');
  });

  it('forgives a typo in a longer word, lists at most 8, and nothing for blank text', () => {
    expect(sut.suggest('currentMedications', 'cumadin')).toContain('Coumadin');
    expect(sut.suggest('currentMedications', 'a').length).toBeLessThanOrEqual(8);
    expect(sut.suggest('currentMedications', '  ')).toEqual([]);
  });

  it('offers only names the safety check then places', () => {
    for (const [field, text] of [
      ['currentMedications', 'met'],
      ['currentMedications', 'zol'],
      ['allergies', 'as'],
      ['medicalConditions', 'he'],
    ] as const) {
      const names = sut.suggest(field, text);
      expect(names.length).toBeGreaterThan(0);
      const profile = normaliseProfile({
        [field]: field === 'currentMedications' ? names.map((name) => ({ name })) : names,
      });
      expect(unrecognisedEntries(profile, catalogue.knowledge)[field]).toEqual([]);
    }
  });
});
