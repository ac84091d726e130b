import { formulary } from '@otc/formulary';
import { describe, expect, it } from 'vitest';
import { buildKnowledge, nameIndexOf, soundKey } from '../src/index.js';

const names = nameIndexOf(buildKnowledge(formulary));

describe('a short brand spelled as it sounds', () => {
  it.each([
    ['pepsid', 'pepcid'],
    ['zertec', 'zyrtec'],
    ['zirtec', 'zyrtec'],
  ])('%j finds what %j finds', (typed, brand) => {
    expect(names.resolve(typed)?.ids).toEqual(names.resolve(brand)?.ids);
  });

  it('reads a soft c as s and the vowels before an r alike', () => {
    expect(soundKey('pepcid')).toBe(soundKey('pepsid'));
    expect(soundKey('zyrtec')).toBe(soundKey('zertec'));
  });

  it('keeps a hard c and other vowels apart', () => {
    expect(soundKey('tecal')).not.toBe(soundKey('tesal'));
    expect(soundKey('aleve')).not.toBe(soundKey('alive'));
  });
});
