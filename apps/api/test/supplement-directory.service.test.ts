import { normaliseProfile } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import { Catalogue } from '../src/catalogue/index.js';
import { SupplementDirectoryService } from '../src/supplements/application/supplement-directory.service.js';

const sut = new SupplementDirectoryService(new Catalogue());

describe('SupplementDirectoryService', () => {
  it('moves what a profile should avoid into excluded, with the reasons', () => {
    const onWarfarin = normaliseProfile({ currentMedications: [{ name: 'Coumadin 5 mg' }] });
    const answer = sut.inCategory('vitamins', onWarfarin);
    expect(answer.safetyFiltered).toBe(true);
    const vitaminK = answer.excluded.find((s) => s.name.startsWith('Vitamin K'));
    expect(vitaminK?.safetyReasons.map((r) => r.code)).toContain('interaction');
    expect(Object.keys(vitaminK!.safetyReasons[0]!).sort()).toEqual(['code', 'level', 'message', 'source']);
    expect(answer.supplements.map((s) => s.name)).not.toContain(vitaminK!.name);
    expect(Object.keys(vitaminK!).sort()).toEqual(
      [
        'activeIngredients',
        'commonUses',
        'contraindications',
        'dosage',
        'id',
        'ingredient',
        'interactions',
        'level',
        'name',
        'safetyReasons',
        'side_effects',
        'warnings',
      ].sort(),
    );
  });

  it('says how strongly an excluded supplement is to be avoided', () => {
    const onWarfarin = normaliseProfile({ currentMedications: [{ name: 'Coumadin 5 mg' }] });
    const vitaminK = sut.inCategory('vitamins', onWarfarin).excluded.find((s) => s.name.startsWith('Vitamin K'))!;
    // ODS: change vitamin K intake only with the doctor who manages the warfarin.
    expect(vitaminK.level).toBe('ask-first');
    expect(vitaminK.safetyReasons.map((r) => r.level)).toEqual(['ask-first']);
  });

  it('gives a safe supplement the cautions for the person, and none without a profile', () => {
    // ODS: biotin can upset thyroid blood tests, which someone on thyroid hormone has often: a caution, not a no.
    const onThyroidHormone = normaliseProfile({ currentMedications: [{ name: 'Synthroid 88 mcg' }] });
    const biotin = sut.inCategory('vitamins', onThyroidHormone).supplements.find((s) => s.id === 'biotin-5000')!;
    expect(biotin.cautions.map((c) => [c.code, c.level])).toEqual([['interaction', null]]);
    expect(biotin.cautions[0]!.source.url).toMatch(/^https:\/\//);
    const anonymous = sut.inCategory('vitamins', null).supplements.find((s) => s.id === 'biotin-5000')!;
    expect(anonymous.cautions).toEqual([]);
  });

  it('excludes nothing for a profile with nothing in it', () => {
    const answer = sut.inCategory('vitamins', normaliseProfile({}));
    expect(answer.excluded).toEqual([]);
    expect(answer.supplements.length).toBe(sut.inCategory('vitamins', null).supplements.length);
  });
});
