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
