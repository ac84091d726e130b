import { describe, expect, it } from 'vitest';
import { emptyProfile, normaliseList, normaliseProfile } from '../src/index.js';

describe('normaliseList', () => {
  it('reads a list, a brace-delimited string and a JSON string alike', () => {
    expect(normaliseList(['Peanuts', 'Aspirin'])).toEqual(['Peanuts', 'Aspirin']);
    expect(normaliseList('{Peanuts,Aspirin}')).toEqual(['Peanuts', 'Aspirin']);
    expect(normaliseList('{"Peanuts","Aspirin"}')).toEqual(['Peanuts', 'Aspirin']);
    expect(normaliseList('["Peanuts","Aspirin"]')).toEqual(['Peanuts', 'Aspirin']);
  });

  it('trims, drops empties and keeps the first spelling of case-insensitive repeats', () => {
    expect(normaliseList([' Aspirin ', '', 'aspirin', '  ', 'Latex'])).toEqual(['Aspirin', 'Latex']);
  });

  it('gives an empty list for anything else', () => {
    expect(normaliseList(undefined)).toEqual([]);
    expect(normaliseList(42)).toEqual([]);
    expect(normaliseList('{}')).toEqual([]);
  });
});

describe('normaliseProfile', () => {
  it('accepts the product database payload, with conditions and a string age', () => {
    const profile = normaliseProfile({
      age: '34',
      gender: 'female',
      allergies: '{Penicillin}',
      conditions: '["Asthma"]',
      currentMedications: [{ name: ' Eliquis 5 mg ', dosage: '' }],
      isPregnant: true,
    });
    expect(profile).toEqual({
      age: 34,
      gender: 'female',
      allergies: ['Penicillin'],
      medicalConditions: ['Asthma'],
      currentMedications: [{ name: 'Eliquis 5 mg', dosage: 'As directed', frequency: '' }],
      isPregnant: true,
      isBreastfeeding: false,
    });
  });

  it('drops an age outside 1 to 120 and an unknown gender', () => {
    expect(normaliseProfile({ age: 0, gender: 'robot' })).toMatchObject({ age: null, gender: null });
    expect(normaliseProfile({ age: 121 }).age).toBeNull();
  });

  it('turns non-objects into the empty profile', () => {
    expect(normaliseProfile(null)).toEqual(emptyProfile());
    expect(normaliseProfile('x')).toEqual(emptyProfile());
  });
});

describe('normaliseList, field by field', () => {
  it('keeps only strings from an array, trimmed', () => {
    expect(normaliseList([' a ', 7, null, { name: 'x' }, 'b'])).toEqual(['a', 'b']);
  });

  it('treats repeats case-insensitively and keeps the first spelling', () => {
    expect(normaliseList(['ASPIRIN', 'aspirin', 'Aspirin'])).toEqual(['ASPIRIN']);
  });

  it('reads a plain comma list and strips quotes only around a whole item', () => {
    expect(normaliseList(' Peanuts , "Latex" ')).toEqual(['Peanuts', 'Latex']);
    expect(normaliseList('{"St. John\'s "wort"}')).toEqual(['St. John\'s "wort']);
    expect(normaliseList('say "no", "yes" please')).toEqual(['say "no"', '"yes" please']);
  });

  it('strips braces only when they enclose the whole text', () => {
    expect(normaliseList('{Peanuts')).toEqual(['{Peanuts']);
    expect(normaliseList('Peanuts}')).toEqual(['Peanuts}']);
  });

  it('reads text that only looks like JSON as a plain list', () => {
    expect(normaliseList('[Peanuts, Latex')).toEqual(['[Peanuts', 'Latex']);
    expect(normaliseList('["Peanuts"]x')).toEqual(['["Peanuts"]x']);
    expect(normaliseList('{"a": 1}')).toEqual(['"a": 1']);
    expect(normaliseList(' ["Peanuts"] ')).toEqual(['Peanuts']);
  });

  it('keeps no entry from a JSON list of anything but strings', () => {
    expect(normaliseList('[1, null, {"name": "x"}]')).toEqual([]);
  });
});

describe('normaliseProfile, field by field', () => {
  it('reads an age given as a number or a numeric string, from 1 to 120 inclusive, whole years only', () => {
    const age = (value: unknown) => normaliseProfile({ age: value }).age;
    expect([age(1), age(120), age(' 42 '), age('120')]).toEqual([1, 120, 42, 120]);
    expect([age(0), age(121), age('0'), age(4.5), age('4.5'), age(''), age('  '), age('abc'), age(null)]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(age(true)).toBeNull();
  });

  it('knows the four genders and nothing else', () => {
    for (const gender of ['male', 'female', 'other', 'prefer-not-to-say'])
      expect(normaliseProfile({ gender }).gender).toBe(gender);
    expect(normaliseProfile({ gender: '' }).gender).toBeNull();
    expect(normaliseProfile({ gender: 'Female' }).gender).toBeNull();
  });

  it('reads medications as names or records, trimmed, first spelling of each name only', () => {
    expect(
      normaliseProfile({
        currentMedications: [
          'Coumadin 5 mg',
          { name: ' coumadin 5 MG ', dosage: '10 mg' },
          { name: 'Zoloft', dosage: ' 50 mg ', frequency: ' daily ' },
          { name: '  ' },
          { dosage: '1 mg' },
          null,
          7,
          { name: 42 },
          { name: 'Plavix', dosage: '  ', frequency: 3 },
          { name: 'Eliquis', dosage: 5 },
        ],
      }).currentMedications,
    ).toEqual([
      { name: 'Coumadin 5 mg', dosage: 'As directed', frequency: '' },
      { name: 'Zoloft', dosage: '50 mg', frequency: 'daily' },
      { name: 'Plavix', dosage: 'As directed', frequency: '' },
      { name: 'Eliquis', dosage: 'As directed', frequency: '' },
    ]);
  });

  it('reads medications stored as a brace-delimited string', () => {
    expect(normaliseProfile({ currentMedications: '{Aspirin,"Zoloft 50 mg"}' }).currentMedications).toEqual([
      { name: 'Aspirin', dosage: 'As directed', frequency: '' },
      { name: 'Zoloft 50 mg', dosage: 'As directed', frequency: '' },
    ]);
  });

  it('takes medicalConditions before the older conditions field', () => {
    expect(normaliseProfile({ medicalConditions: ['Asthma'], conditions: ['Gout'] }).medicalConditions).toEqual([
      'Asthma',
    ]);
  });

  it('counts only true and "true" as yes', () => {
    const flags = (value: unknown) => {
      const p = normaliseProfile({ isPregnant: value, isBreastfeeding: value });
      return [p.isPregnant, p.isBreastfeeding];
    };
    expect(flags(true)).toEqual([true, true]);
    expect(flags('true')).toEqual([true, true]);
    for (const no of [false, 'false', 'TRUE', 'yes', 1, undefined])
      expect(flags(no), String(no)).toEqual([false, false]);
  });

  it('starts every list empty', () => {
    expect(emptyProfile()).toEqual({
      age: null,
      gender: null,
      allergies: [],
      medicalConditions: [],
      currentMedications: [],
      isPregnant: false,
      isBreastfeeding: false,
    });
    expect(normaliseProfile(undefined)).toEqual(emptyProfile());
    expect(normaliseProfile(42)).toEqual(emptyProfile());
  });
});
