import { validateHealthProfile } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import {
  addEntry,
  addMedication,
  canBePregnant,
  initialValues,
  toSyncDto,
  validate,
} from '../hooks/profile-form-rules';

const owner = { id: 'u1', email: 'a@example.com', firstName: 'Ada', lastName: null };

describe('profile form rules', () => {
  it('adds trimmed entries and ignores empty ones and case-insensitive duplicates', () => {
    expect(addEntry([], '  Penicillin ')).toEqual(['Penicillin']);
    expect(addEntry(['Penicillin'], 'penicillin')).toEqual(['Penicillin']);
    expect(addEntry(['Penicillin'], '   ')).toEqual(['Penicillin']);
  });

  it("gives a medication the dosage 'As directed' when none is typed, and needs a name", () => {
    expect(addMedication([], { name: ' Lisinopril ', dosage: ' ', frequency: ' daily ' })).toEqual([
      { name: 'Lisinopril', dosage: 'As directed', frequency: 'daily' },
    ]);
    expect(addMedication([], { name: '  ', dosage: '10 mg', frequency: '' })).toEqual([]);
  });

  it('offers pregnancy and breastfeeding only for female, other and prefer-not-to-say', () => {
    expect(['male', '', 'female', 'other', 'prefer-not-to-say'].map((g) => canBePregnant(g as never))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it.each(['0', '121', '2.5', 'abc', '0120', '1e1'])('rejects the age %s', (age) => {
    expect(validate({ ...initialValues(null, owner), age }).age).toBe('Age must be a whole number from 1 to 120.');
  });

  it.each(['', '1', '120'])('accepts the age "%s"', (age) => {
    expect(validate({ ...initialValues(null, owner), age })).toEqual({});
  });

  // The same bad profiles the API refuses (apps/api/test/accounts/profile.http.test.ts) and the CLI refuses.
  it.each([
    ['allergies', { allergies: Array.from({ length: 51 }, (_, i) => `allergen ${i}`) }],
    ['conditions', { conditions: ['x'.repeat(201)] }],
    ['medications', { medications: [{ name: 'y'.repeat(201), dosage: '', frequency: '' }] }],
    ['gender', { gender: 'prefer not to say' as never }],
  ])('stops a profile whose %s the API would refuse, with the API’s message', (_field, changed) => {
    const values = { ...initialValues(null, owner), ...changed };
    const checked = validateHealthProfile(toSyncDto(values, owner).profile);
    expect(checked.ok).toBe(false);
    expect(validate(values)).toEqual({ form: !checked.ok && checked.errors[0]?.message });
  });

  it('builds the sync payload with conditions, age as a string and no pregnancy flags for men', () => {
    const values = {
      ...initialValues(null, owner),
      lastName: ' Lovelace ',
      age: ' 40 ',
      gender: 'male' as const,
      conditions: ['Asthma'],
      isPregnant: true,
    };
    expect(toSyncDto(values, owner)).toEqual({
      userId: 'u1',
      profile: {
        email: 'a@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        age: '40',
        gender: 'male',
        allergies: [],
        conditions: ['Asthma'],
        currentMedications: [],
        isPregnant: false,
        isBreastfeeding: false,
      },
    });
  });
});
