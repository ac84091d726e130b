import { describe, expect, it } from 'vitest';
import { editDistance, prefixDistance } from '../src/index.js';

// A plain optimal-string-alignment table, no shortcuts: what the fast versions must agree with.
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

// Seeded, so a failure names the same strings every run.
function* pairs(count: number): Generator<[string, string]> {
  let seed = 20_261_127;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const word = () => Array.from({ length: next(14) }, () => 'aehnorst '[next(9)]).join('');
  for (let k = 0; k < count; k++) {
    const a = word();
    // Half the pairs are near misses of each other: a few edits, swaps included.
    let b = a.split('');
    if (k % 2 === 0) b = word().split('');
    else
      for (let e = next(4); e > 0; e--) {
        const at = next(b.length + 1);
        const op = next(4);
        if (op === 0) b.splice(at, 0, 'aehnorst'[next(8)]!);
        else if (op === 1) b.splice(at, 1);
        else if (op === 2) b[at] = 'aehnorst'[next(8)]!;
        else if (at + 1 < b.length) [b[at], b[at + 1]] = [b[at + 1]!, b[at]!];
      }
    yield [a, b.join('')];
  }
}

const within = (distance: number, max: number) => Math.min(distance, max + 1);

describe('edit distances', () => {
  it('agree with a plain table up to the limit, swaps counting as one edit', () => {
    expect(editDistance('hedache', 'headache', 2)).toBe(1);
    expect(editDistance('diarhea', 'diarrhea', 2)).toBe(1);
    expect(editDistance('nuasea', 'nausea', 1)).toBe(1);
    expect(editDistance('tums', 'gums', 0)).toBe(1);
    for (const [a, b] of pairs(3000))
      for (const max of [0, 1, 2])
        expect(within(editDistance(a, b, max), max), `${a} / ${b} / ${max}`).toBe(within(reference(a, b), max));
  });

  it("measure typed text against a name's start one letter shorter, as long, or one letter longer", () => {
    expect(prefixDistance('ibuprofin', 'ibuprofen tablets', 1)).toBe(1);
    expect(prefixDistance('acetaminophn', 'acetaminophen', 2)).toBe(1);
    expect(prefixDistance('tylenoll', 'tylenol', 1)).toBe(1);
    expect(prefixDistance('tylenol', 'tylenol pm', 1)).toBe(0);
    expect(prefixDistance('zzzzzz', 'tylenol', 2)).toBe(3);
    for (const [text, name] of pairs(3000))
      for (const max of [1, 2]) {
        const lengths = [text.length - 1, text.length, text.length + 1];
        const expected = Math.min(...lengths.map((n) => reference(text, name.slice(0, Math.max(n, 0)))));
        expect(within(prefixDistance(text, name, max), max), `${text} / ${name} / ${max}`).toBe(within(expected, max));
      }
  });
});
