import { describe, expect, it } from 'vitest';
import { currentReview, fingerprintOf } from '../src/index.js';

const item = { id: 'x', name: 'X', synonyms: ['a', 'b'], review: [] as never[] };
const signOff = (of: object, by = 'A. Rivera, PharmD') => ({
  by,
  on: '2026-11-24',
  label: 'DailyMed v3',
  fingerprint: fingerprintOf(of),
});

describe('the review trail', () => {
  it('counts an item as reviewed while it is unchanged since the latest sign-off', () => {
    expect(currentReview({ ...item, review: [signOff(item)] })).toEqual({
      reviewedBy: 'A. Rivera, PharmD',
      reviewedAt: '2026-11-24',
      label: 'DailyMed v3',
    });
  });

  it('makes an item unreviewed again when it is edited after the sign-off', () => {
    const edited = { ...item, synonyms: ['a', 'b', 'c'] };
    expect(currentReview({ ...edited, review: [signOff(item)] }).reviewedBy).toBeNull();
  });

  it('ignores key order and the review trail itself in the fingerprint', () => {
    expect(fingerprintOf({ synonyms: ['a', 'b'], name: 'X', id: 'x', review: [signOff(item)] })).toBe(
      fingerprintOf(item),
    );
    expect(fingerprintOf({ ...item, synonyms: ['b', 'a'] })).not.toBe(fingerprintOf(item));
  });

  it('uses the latest sign-off', () => {
    const review = [signOff({ other: 1 }, 'Old'), signOff(item, 'New')];
    expect(currentReview({ ...item, review }).reviewedBy).toBe('New');
  });

  it('treats an item with no sign-off as unreviewed', () => {
    expect(currentReview(item)).toEqual({ reviewedBy: null, reviewedAt: null, label: null });
  });
});
