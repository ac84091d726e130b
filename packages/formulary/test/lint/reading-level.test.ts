import { describe, expect, it } from 'vitest';
import { loadContent, readingGrade, readingLevels } from '../../src/index.js';
import { contentFolder } from '../support/content-folder.js';

describe('reading grade', () => {
  it('gives a short plain sentence a low grade and a long technical one a high grade', () => {
    // Flesch-Kincaid: 0.39 x words per sentence + 11.8 x syllables per word - 15.59.
    expect(readingGrade('The cat sat on the mat.')).toBeCloseTo(0.39 * 6 + 11.8 * 1 - 15.59, 5);
    const technical =
      'Concomitant administration of nonsteroidal anti-inflammatory medications with anticoagulant therapy substantially increases gastrointestinal hemorrhage probability.';
    expect(readingGrade(technical)).toBeGreaterThan(18);
  });

  it('counts each sentence, so splitting one sentence in two lowers the grade', () => {
    const one = 'You take a blood thinner and this medicine can make you bleed more so ask your doctor first.';
    const two = 'You take a blood thinner. This medicine can make you bleed more, so ask your doctor first.';
    expect(readingGrade(two)).toBeLessThan(readingGrade(one));
  });
});

describe('reading levels of the content', () => {
  it('measures each distinct fact wording, messages and snippets alike, and bands them', () => {
    const root = contentFolder();
    const levels = readingLevels(loadContent(root).raw);
    // The minimal content has one age fact that uses the under-twelve snippet.
    expect(levels.texts.map((t) => t.text)).toEqual(['This product is labelled for ages 12 and over.']);
    const { upTo6, grade7to8, grade9to10, over10 } = levels.bands;
    expect(upTo6 + grade7to8 + grade9to10 + over10).toBe(1);
    expect(levels.median).toBe(levels.texts[0]!.grade);
  });
});
