import { describe, expect, it } from 'vitest';
import {
  AGE_MAX,
  AGE_MIN,
  ENTRY_MAX_LENGTH,
  GENDERS,
  LIST_MAX,
  validateHealthProfile,
  type ProfileValidation,
} from '../src/index.js';

const errorsOf = (result: ProfileValidation) => (result.ok ? [] : result.errors);
const many = (n: number, prefix = 'item') => Array.from({ length: n }, (_, i) => `${prefix} ${i}`);

describe('validateHealthProfile', () => {
  it('accepts a profile with every field missing as the empty profile', () => {
    expect(validateHealthProfile({})).toEqual({
      ok: true,
      profile: {
        age: null,
        gender: null,
        allergies: [],
        medicalConditions: [],
        currentMedications: [],
        isPregnant: false,
        isBreastfeeding: false,
      },
    });
  });

  it.each([AGE_MIN, AGE_MAX, `${AGE_MIN}`, ` ${AGE_MAX} `])('accepts the age %j', (age) => {
    const result = validateHealthProfile({ age });
    expect(result.ok && result.profile.age).toBe(Number(age));
  });

  it.each([AGE_MIN - 1, AGE_MAX + 1, `${AGE_MAX + 1}`, 12.5, '12.5', '0x1F', '1e1', 'old', true, '0120'])(
    'refuses the age %j, naming the range',
    (age) => {
      expect(errorsOf(validateHealthProfile({ age }))).toEqual([
        { path: 'age', message: 'age must be a whole number from 1 to 120' },
      ]);
    },
  );

  it.each(GENDERS)('accepts the gender %s', (gender) => {
    const result = validateHealthProfile({ gender });
    expect(result.ok && result.profile.gender).toBe(gender);
  });

  it.each(['robot', 'Male', 'prefer not to say', 1])('refuses the gender %j, listing the allowed ones', (gender) => {
    expect(errorsOf(validateHealthProfile({ gender }))).toEqual([
      { path: 'gender', message: 'gender must be male, female, other or prefer-not-to-say' },
    ]);
  });

  it('takes pregnancy only with a gender other than male, and never with breastfeeding', () => {
    expect(validateHealthProfile({ gender: 'female', isPregnant: true }).ok).toBe(true);
    expect(validateHealthProfile({ gender: 'prefer-not-to-say', isBreastfeeding: true }).ok).toBe(true);
    const notForMen = 'pregnancy and breastfeeding apply only when gender is female, other or prefer-not-to-say';
    expect(errorsOf(validateHealthProfile({ gender: 'male', isPregnant: true }))).toEqual([
      { path: 'isPregnant', message: notForMen },
    ]);
    expect(errorsOf(validateHealthProfile({ isBreastfeeding: true }))).toEqual([
      { path: 'isBreastfeeding', message: notForMen },
    ]);
    expect(errorsOf(validateHealthProfile({ gender: 'other', isPregnant: true, isBreastfeeding: true }))).toEqual([
      { path: 'isBreastfeeding', message: 'isPregnant and isBreastfeeding cannot both be true' },
    ]);
    expect(errorsOf(validateHealthProfile({ isPregnant: 'yes' }))).toEqual([
      { path: 'isPregnant', message: 'isPregnant must be true or false' },
    ]);
  });

  it('holds up to LIST_MAX entries per list and refuses one more', () => {
    expect(validateHealthProfile({ allergies: many(LIST_MAX) }).ok).toBe(true);
    expect(errorsOf(validateHealthProfile({ allergies: many(LIST_MAX + 1) }))).toEqual([
      { path: 'allergies', message: 'allergies can hold at most 50 entries' },
    ]);
    expect(errorsOf(validateHealthProfile({ medicalConditions: many(LIST_MAX + 1) }))).toEqual([
      { path: 'medicalConditions', message: 'conditions can hold at most 50 entries' },
    ]);
    expect(errorsOf(validateHealthProfile({ currentMedications: many(LIST_MAX + 1) }))).toEqual([
      { path: 'currentMedications', message: 'currentMedications can hold at most 50 entries' },
    ]);
  });

  it('counts entries after trimming and de-duplicating, as they are saved', () => {
    const repeats = [...many(LIST_MAX), ...many(LIST_MAX).map((e) => ` ${e.toUpperCase()} `), '', '  '];
    const result = validateHealthProfile({ conditions: repeats });
    expect(result.ok && result.profile.medicalConditions).toHaveLength(LIST_MAX);
  });

  it('refuses an entry longer than ENTRY_MAX_LENGTH and keeps one at the limit', () => {
    const longest = 'a'.repeat(ENTRY_MAX_LENGTH);
    expect(validateHealthProfile({ allergies: [longest], currentMedications: [longest] }).ok).toBe(true);
    expect(errorsOf(validateHealthProfile({ allergies: [`${longest}a`] }))).toEqual([
      { path: 'allergies', message: 'each entry of allergies must be at most 200 characters' },
    ]);
    expect(errorsOf(validateHealthProfile({ currentMedications: [{ name: `${longest}a` }] }))).toEqual([
      { path: 'currentMedications', message: 'medication names must be at most 200 characters' },
    ]);
  });

  it('drops empty names, and needs a name on every medicine given as an object', () => {
    const result = validateHealthProfile({ allergies: ['  ', 'Latex'], currentMedications: ['', ' ', 'Coumadin'] });
    expect(result.ok && [result.profile.allergies, result.profile.currentMedications]).toEqual([
      ['Latex'],
      [{ name: 'Coumadin', dosage: 'As directed', frequency: '' }],
    ]);
    expect(errorsOf(validateHealthProfile({ currentMedications: [{ dosage: '5 mg' }] }))).toEqual([
      { path: 'currentMedications', message: 'each of currentMedications needs a name' },
    ]);
    expect(errorsOf(validateHealthProfile({ currentMedications: [{ name: 'A', frequency: 2 }] }))).toEqual([
      { path: 'currentMedications', message: 'medication frequency must be text' },
    ]);
  });

  it('reads brace-delimited and JSON lists, and refuses one it cannot read rather than emptying it', () => {
    const result = validateHealthProfile({ allergies: '{aspirin, latex}', conditions: '["Asthma"]' });
    expect(result.ok && [result.profile.allergies, result.profile.medicalConditions]).toEqual([
      ['aspirin', 'latex'],
      ['Asthma'],
    ]);
    for (const allergies of ['{aspirin', '["aspirin"', '[1]', '{a,{b}}']) {
      expect(errorsOf(validateHealthProfile({ allergies }))[0]?.message).toMatch(/^allergies could not be read/);
    }
    expect(errorsOf(validateHealthProfile({ allergies: 42 }))).toEqual([
      { path: 'allergies', message: 'allergies must be a list of text' },
    ]);
  });

  it('gives every problem at once, each under the field it belongs to', () => {
    const result = validateHealthProfile({ age: 0, gender: 'robot', allergies: 5, currentMedications: 'x' });
    expect(errorsOf(result).map((e) => e.path)).toEqual(['gender', 'age', 'allergies', 'currentMedications']);
  });

  it('refuses anything but an object', () => {
    for (const input of [null, 'profile', [], 3]) {
      expect(errorsOf(validateHealthProfile(input))).toEqual([{ path: '', message: 'profile must be an object' }]);
    }
  });
});
