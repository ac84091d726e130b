import { describe, expect, it } from 'vitest';
import { normaliseText, termsIn } from '../src/index.js';

describe('normaliseText', () => {
  it('lower-cases, drops apostrophes and turns any other run of punctuation or space into one space', () => {
    expect(normaliseText("  St. John’s   Wort's (300mg)!! ")).toBe('st johns worts 300mg');
    expect(normaliseText('Claritin-D')).toBe('claritin d');
    expect(normaliseText('?!')).toBe('');
  });
});

describe('termsIn', () => {
  const terms = new Map([
    ['cold', 'COLD'],
    ['cold sores', 'COLD-SORES'],
    ['sores', 'SORES'],
    ['one two three four five six', 'SIX-WORDS'],
    ['one two three four five six seven', 'SEVEN-WORDS'],
  ]);

  it('finds whole phrases, the longest first, without overlaps', () => {
    expect(termsIn('Cold sores, and a cold', terms)).toEqual(['COLD-SORES', 'COLD']);
    expect(termsIn('sores then cold', terms)).toEqual(['SORES', 'COLD']);
    expect(termsIn('colds', terms)).toEqual([]);
  });

  it('reads phrases of up to six words', () => {
    expect(termsIn('one two three four five six seven', terms)).toEqual(['SIX-WORDS']);
  });

  it('finds nothing in empty text, and never an empty phrase', () => {
    const withEmpty = new Map([...terms, ['', 'EMPTY']]);
    expect(termsIn('', withEmpty)).toEqual([]);
    expect(termsIn(' , ', withEmpty)).toEqual([]);
    expect(termsIn('sores', withEmpty)).toEqual(['SORES']);
    expect(termsIn('unknown words', withEmpty)).toEqual([]);
  });
});
