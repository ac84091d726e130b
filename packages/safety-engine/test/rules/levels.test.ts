import { describe, expect, it } from 'vitest';
import {
  allergen,
  avoidFact,
  cautionFact,
  condition,
  ingredient,
  judgeIn,
  knowledgeOf,
  med,
  medication,
} from '../fixture-factory.js';

// Frobuprofen's label says "do not use" with kidney stones and "ask first" with gout; zelquin's own label says
// not to take two products with zelquin. Oxol has facts without a level, as content the linter would refuse.
const world = () =>
  knowledgeOf({
    conditions: [condition('kidney-stones'), condition('gout'), condition('itch')],
    allergens: [allergen('dye', { synonyms: ['red dye'] })],
    ingredients: [
      ingredient('frobuprofen', {
        facts: {
          conditions: [
            { conditionId: 'kidney-stones', ...avoidFact('frob-stones', 'do-not-use') },
            { conditionId: 'gout', ...avoidFact('frob-gout', 'ask-first') },
            { conditionId: 'itch', ...cautionFact('frob-itch') },
          ],
        },
      }),
      ingredient('zelquin', {
        facts: { interactions: [{ targetId: 'zelquin', ...avoidFact('zel-twice', 'do-not-use') }] },
      }),
      ingredient('oxol', {
        facts: {
          conditions: [
            { conditionId: 'gout', severity: 'avoid', message: 'oxol-gout.', source: avoidFact('x').source },
          ],
        },
      }),
      ingredient('plainol'),
    ],
    medications: [
      medication('frobuprofen-tabs', ['frobuprofen'], { allergenIds: ['dye'] }),
      medication('zelquin-tabs', ['zelquin']),
      medication('oxol-tabs', ['oxol']),
      medication('plainol-tabs', ['plainol']),
    ],
  });

const levels = (v: { reasons: { level: unknown }[]; cautions: { level: unknown }[] }) => ({
  reasons: v.reasons.map((r) => r.level),
  cautions: v.cautions.map((c) => c.level),
});

describe('levels of reasons and verdicts', () => {
  it('gives each avoid reason the level its fact was written with', () => {
    const judge = judgeIn(world());
    expect(judge({ medicalConditions: ['kidney stones'] }, 'frobuprofen-tabs').reasons[0]?.level).toBe('do-not-use');
    expect(judge({ medicalConditions: ['gout'] }, 'frobuprofen-tabs').reasons[0]?.level).toBe('ask-first');
  });

  it('gives a caution no level: it never blocks', () => {
    const verdict = judgeIn(world())({ medicalConditions: ['itch'] }, 'frobuprofen-tabs');
    expect({ verdict: verdict.verdict, level: verdict.level, ...levels(verdict) }).toEqual({
      verdict: 'safe',
      level: null,
      reasons: [],
      cautions: [null],
    });
  });

  it('makes the verdict as strict as its strictest reason', () => {
    const judge = judgeIn(world());
    const both = judge({ medicalConditions: ['gout', 'kidney stones'] }, 'frobuprofen-tabs');
    expect(levels(both).reasons).toEqual(['do-not-use', 'ask-first']);
    expect(both.level).toBe('do-not-use');
    const askOnly = judge({ medicalConditions: ['gout'] }, 'frobuprofen-tabs');
    expect(askOnly.level).toBe('ask-first');
  });

  it('says "do not use" for an allergy, whatever the product', () => {
    const verdict = judgeIn(world())({ allergies: ['red dye'] }, 'frobuprofen-tabs');
    expect(verdict.reasons.map((r) => [r.code, r.level])).toEqual([['allergy', 'do-not-use']]);
    expect(verdict.level).toBe('do-not-use');
  });

  it('says "do not use" for the same ingredient twice, in its own words or the label’s', () => {
    const judge = judgeIn(world());
    const generic = judge({ currentMedications: [med('frobuprofen 200 mg')] }, 'frobuprofen-tabs');
    expect(generic.reasons.map((r) => [r.code, r.level])).toEqual([['duplicate-ingredient', 'do-not-use']]);
    const labelled = judge({ currentMedications: [med('zelquin')] }, 'zelquin-tabs');
    expect(labelled.reasons.map((r) => [r.code, r.message, r.level])).toEqual([
      ['duplicate-ingredient', 'zel-twice.', 'do-not-use'],
    ]);
  });

  it('treats an avoid fact written without a level as "ask first" (the levels linter keeps such content out)', () => {
    const verdict = judgeIn(world())({ medicalConditions: ['gout'] }, 'oxol-tabs');
    expect([verdict.verdict, verdict.level, verdict.reasons[0]?.level]).toEqual(['avoid', 'ask-first', 'ask-first']);
  });

  it('leaves a safe verdict without a level', () => {
    expect(judgeIn(world())({ medicalConditions: ['gout'] }, 'plainol-tabs').level).toBeNull();
  });
});
