import { describe, expect, it } from 'vitest';
import { SiteSensationMatcher, type PairToken } from '../../src/search/domain/site-sensation.js';

const matcher = new SiteSensationMatcher(
  {
    sensations: [
      { id: 'burning', words: ['burns', 'burned', 'arde'] },
      { id: 'pain', words: ['hurts', 'pain'] },
    ],
    sites: [
      { id: 'stomach', words: ['stomach', 'estómago'], feels: { burning: 'heartburn', pain: 'upset-stomach' } },
      { id: 'hand', words: ['hand'], feels: { burning: 'minor-burns' } },
      { id: 'chest', words: ['chest'], feels: { burning: 'heartburn' } },
      { id: 'arm', words: ['arm'], feels: { pain: 'muscle-aches' } },
    ],
  },
  (w) => w === 'not',
);
const tokens = (text: string): PairToken[] =>
  text.split(' ').map((word) => ({ word: word.replace(',', ''), clauseEndsAfter: word.endsWith(',') }));
const symptoms = (text: string) => matcher.pairs(tokens(text)).map((p) => p.symptomId);

describe('the body site and sensation matcher', () => {
  it('maps a site and a sensation to the symptom the site means by it, in either order', () => {
    expect(symptoms('stomach burns after eating')).toEqual(['heartburn']);
    expect(symptoms('burned hand on stove')).toEqual(['minor-burns']);
    expect(symptoms('arde el estomago')).toEqual(['heartburn']);
  });

  it('gives the pair the positions of both words', () => {
    expect(matcher.pairs(tokens('burned hand'))).toEqual([
      { site: 1, sensation: 0, symptomId: 'minor-burns', negatedBetween: false },
    ]);
  });

  it('pairs nothing when the site has no meaning for the sensation (chest pain is not a symptom here)', () => {
    expect(symptoms('chest pain')).toEqual([]);
  });

  it('pairs only within one clause and across small words only', () => {
    expect(symptoms('stomach, burns')).toEqual([]);
    expect(symptoms('pain spreading to arm')).toEqual([]);
    expect(symptoms('pain in lower arm')).toEqual(['muscle-aches']);
  });

  it('pairs each site with its nearest sensation', () => {
    expect(symptoms('stomach hurts after burned hand')).toEqual(['upset-stomach', 'minor-burns']);
  });

  it('notes a negation between the two words', () => {
    expect(matcher.pairs(tokens('stomach does not burns'))[0]?.negatedBetween).toBe(true);
  });
});
