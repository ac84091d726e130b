import { describe, expect, it } from 'vitest';
import { emptyProfile } from '@otc/safety-engine';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { mergePersonContext } from '../../src/search/domain/merge-person-context.js';
import { readPersonContext, withoutItems } from '../../src/search/domain/person-context.js';

// The real formulary's names: anything the engine knows can be named.
const vocabulary = new SearchCatalogue().contextVocabulary;
const read = (text: string) => readPersonContext(text, vocabulary);
const labels = (text: string) => read(text).items.map((i) => i.label);

describe('reading what a query says about the person', () => {
  // [query, the chips expected, in order: age, pregnant, breastfeeding, medicines, conditions]
  const table: [string, string[]][] = [
    // Age and life stage
    ['my kid has a fever of 101', ['child']],
    ['my son has a cough', ['child']],
    ['my daughter has a sore throat', ['child']],
    ['toddler with a runny nose', ['toddler']],
    ['my baby has a fever', ['baby']],
    ['newborn congestion', ['baby']],
    ['my 2 month old has a fever', ['baby (2 months)']],
    ['my 2-month-old has a fever', ['baby (2 months)']],
    ['my 8 week old is congested', ['baby (8 weeks)']],
    ['my 6 year old has a cough', ['child (age 6)']],
    ['my 6-year-old son has a cough', ['child (age 6)']],
    ['4 yo with a fever', ['child (age 4)']],
    ['my 15 year old daughter has cramps', ['teenager (age 15)']],
    ['teenager with acne', ['teenager']],
    ["I'm 70 and have a headache", ['age 70']],
    ['I am 70 years old with back pain', ['age 70']],
    ["I'm a 70 year old with heartburn", ['age 70']],
    ['for my 80-year-old mother with a cold', ['age 80']],
    ["I'm 35 with a headache, my 3 year old has a fever", ['child (age 3)']],
    ['my kids have colds', ['child']],
    ['my 10 day old is congested', ['baby (10 days)']],
    ["I'm 2 days into a cold", []],
    ["I'm 100 sure it's a sinus infection", []],
    ['my little one has a fever', []],
    ['mi hijo tiene fiebre', ['child']],
    ['mi niña tiene tos', ['child']],
    ['mi bebé tiene fiebre', ['baby']],
    ['Hijo de la luna', []],
    // Pregnancy
    ["I'm pregnant", ['pregnant']],
    ['pregnant with a headache', ['pregnant']],
    ['I am 20 weeks pregnant and have heartburn', ['pregnant']],
    ["we're expecting a baby and I have a cold", ['pregnant']],
    ["I'm expecting", ['pregnant']],
    ['estoy embarazada y tengo dolor de cabeza', ['pregnant']],
    ['headache in my first trimester', ['pregnant']],
    ['is tylenol safe during pregnancy', ['pregnant']],
    // Breastfeeding
    ["I'm breastfeeding and have a cold", ['breastfeeding']],
    ['nursing mom with allergies', ['breastfeeding']],
    ['lactating, sore throat', ['breastfeeding']],
    ['breast feeding and a headache', ['breastfeeding']],
    // Medicines
    ['I take warfarin and have a headache', ['warfarin']],
    ["I'm on Zoloft and can't sleep", ['zoloft']],
    ["I'm on blood thinners, what can I take for pain", ['blood thinners']],
    ['taking lisinopril, need cold medicine', ['lisinopril']],
    ['I take warfarin, lisinopril and metformin', ['warfarin', 'lisinopril', 'metformin']],
    ['what can I take for a headache if I take warfarin', ['warfarin']],
    ['can I take advil while taking warfarin', ['warfarin']],
    ['I took Tylenol two hours ago and still have a headache', ['tylenol']],
    ['she is on insulin and has a cold', ['insulin']],
    // Conditions
    ['I have high blood pressure and a stuffy nose', ['high blood pressure']],
    ['tengo presión alta y la nariz tapada', ['high blood pressure']],
    ["I'm diabetic with a cough", ['diabetes']],
    ['cough with asthma', ['asthma']],
    ['I have kidney disease and a headache', ['kidney disease']],
    ['I have ms and a headache', ['autoimmune disease']],
    // Allergies
    ['allergic to aspirin and I have a fever', ['aspirin allergy']],
    ['sulfa allergy, need something for a headache', ['sulfa allergy']],
    ['I am allergic to aspirin and ibuprofen', ['aspirin allergy', 'ibuprofen allergy']],
    ['allergic to peanuts and have hives', ['peanuts allergy']],
    ["I'm breastfeeding my baby and have a headache", ['breastfeeding']],
    ['my daughter is pregnant and has heartburn', ['pregnant']],
    // Several at once
    ["I'm pregnant, on warfarin and have asthma", ['pregnant', 'warfarin', 'asthma']],
    ['my 4 year old with asthma has a cough', ['child (age 4)', 'asthma']],
    // Negatives: nothing said of the person
    ['headache', []],
    ["I'm not pregnant", []],
    ["I'm not pregnant but have a headache", []],
    ['never been pregnant, bad cramps', []],
    ['trying to get pregnant, have a cold', []],
    ["my kid's teacher is pregnant", []],
    ['my friend is pregnant', []],
    ['ate kidney beans and have gas', []],
    ['can I take advil for a headache', []],
    ['is it safe to take ibuprofen with food', []],
    ['what should I take for a cold', []],
    ["I don't take any medicines", []],
    ["I don't have diabetes", []],
    ['no high blood pressure', []],
    ['baby aspirin', []],
    ["children's tylenol dose", []],
    ['sore throat and fever', []],
    ['my mom works in a nursing home, I have a cough', []],
    ['expecting a package, have a headache', []],
    ['I have a fever and nausea', []],
    ['ms smith has a headache', []],
    ['allergy medicine for my 82 year old mother', ['age 82']],
    ['5 year old with seasonal allergies', ['child (age 5)']],
    ["I'm not allergic to anything, just a cough", []],
  ];

  it('has a table of at least 60 phrasings', () => {
    expect(table.length).toBeGreaterThanOrEqual(60);
  });

  it.each(table)('reads "%s" as %j', (query, expected) => {
    expect(labels(query)).toEqual(expected);
  });
});

describe('the age to judge for', () => {
  it('judges a 2-month-old at 2/12 of a year, with its directions row', () => {
    const context = read('my 2 month old has a fever');
    expect(context.age).toBeCloseTo(2 / 12);
    expect(context.ageIsStage).toBe(false);
  });

  it('judges a child of no given age at a cautious young age, marked as a stage', () => {
    const context = read('my kid has a fever');
    expect(context.age).toBe(2);
    expect(context.ageIsStage).toBe(true);
  });

  it('judges for the child named, not the speaker', () => {
    expect(read("I'm 70 and my 9 year old grandson has a cold").age).toBe(9);
  });
});

describe('removing what was read wrongly', () => {
  it('drops the removed items and what they would apply, keeping the rest', () => {
    const context = withoutItems(read("I'm pregnant and take warfarin, I have asthma"), [
      'medicine:warfarin',
      'condition:asthma',
    ]);
    expect(context.items.map((i) => i.key)).toEqual(['pregnant']);
    expect(context.medicines).toEqual([]);
    expect(context.conditions).toEqual([]);
    expect(context.isPregnant).toBe(true);
  });

  it('keys are stable across wordings', () => {
    expect(read('I take warfarin').items[0]!.key).toBe(read("I'm taking Warfarin daily").items[0]!.key);
  });
});

describe('merging with the profile', () => {
  it('for a visitor: the context alone', () => {
    const merged = mergePersonContext(emptyProfile(), read("I'm pregnant and take warfarin"));
    expect(merged.isPregnant).toBe(true);
    expect(merged.currentMedications.map((m) => m.name)).toEqual(['warfarin']);
  });

  it('signed in: the union, a text age wins, yes/no fields hold if either says so', () => {
    const profile = {
      ...emptyProfile(),
      age: 40,
      isBreastfeeding: true,
      medicalConditions: ['Asthma'],
      currentMedications: [{ name: 'Warfarin', dosage: '5 mg', frequency: 'daily' }],
    };
    const merged = mergePersonContext(profile, read('my 6 year old has asthma, I take warfarin and lisinopril'));
    expect(merged.age).toBe(6);
    expect(merged.isBreastfeeding).toBe(true);
    expect(merged.medicalConditions).toEqual(['Asthma']);
    expect(merged.currentMedications.map((m) => m.name)).toEqual(['Warfarin', 'lisinopril']);
    expect(mergePersonContext(profile, read('headache')).age).toBe(40);
  });
});
