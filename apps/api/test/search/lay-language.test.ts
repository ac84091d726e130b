import { describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { LocalSymptomExtractor } from '../../src/search/application/local-symptom-extractor.js';

const catalogue = new SearchCatalogue();
const reader = new LocalSymptomExtractor(catalogue);
const read = (text: string) => reader.extractNow(text).symptomIds;

/** Lay words, idioms, body site + sensation sentences and Spanish, each with the symptom ids it must read as. */
export const LAY_PHRASES: [text: string, symptomIds: string[]][] = [
  // Body site and sensation together
  ['my stomach burns after I eat spicy food', ['heartburn']],
  ['burned my hand on the stove', ['minor-burns']],
  ['I burned my finger', ['minor-burns']],
  ['my head is killing me', ['headache']],
  ['my back is killing me after moving furniture', ['backache']],
  ['my throat burns', ['sore-throat']],
  ['my eyes itch', ['itchy-watery-eyes']],
  ['my head is pounding', ['headache']],
  ['my nose is blocked up', ['nasal-congestion']],
  ['my nose is running', ['runny-nose']],
  ['burning feeling in my chest after dinner', ['heartburn']],
  ['my tummy hurts', ['upset-stomach']],
  ['pain in my lower back', ['backache']],
  ['my skin itches all over', ['itchy-skin']],
  ['my legs cramp at night', ['leg-cramps']],
  ['my tooth is killing me', ['toothache']],
  ['my knees ache', ['arthritis-pain']],
  ['my neck is stiff', ['muscle-aches']],
  // Idioms
  ['the runs', ['diarrhea']],
  ["can't poop", ['constipation']],
  ['blocked up', ['constipation']],
  ['stuffed up', ['nasal-congestion']],
  ['throwing up', ['vomiting']],
  ['heaving all night', ['vomiting']],
  ['tummy ache', ['upset-stomach']],
  ["can't fall asleep", ['insomnia']],
  ["can't sleep at night", ['insomnia']],
  ['jet lag', ['jet-lag']],
  ['hives', ['hives']],
  ['I want to stop vaping', ['quit-smoking']],
  ['I want to stop smoking', ['quit-smoking']],
  ['heartburn after spicy food', ['heartburn']],
  ['period cramps', ['menstrual-cramps']],
  ['sick to my stomach', ['nausea']],
  // Spanish, accents optional
  ['dolor de cabeza', ['headache']],
  ['me duele la cabeza', ['headache']],
  ['me duele mucho la cabeza', ['headache']],
  ['tos', ['cough']],
  ['fiebre', ['fever']],
  ['gripe', ['flu-symptoms']],
  ['resfriado', ['common-cold']],
  ['dolor de garganta', ['sore-throat']],
  ['nariz tapada', ['nasal-congestion']],
  ['nariz congestionada', ['nasal-congestion']],
  ['alergia', ['hay-fever']],
  ['acidez', ['heartburn']],
  ['agruras', ['heartburn']],
  ['me arde el estómago', ['heartburn']],
  ['me arde el estomago', ['heartburn']],
  ['diarrea', ['diarrhea']],
  ['estreñimiento', ['constipation']],
  ['estrenimiento', ['constipation']],
  ['náuseas', ['nausea']],
  ['nauseas', ['nausea']],
  ['mareo', ['motion-sickness']],
  ['vómito', ['vomiting']],
  ['dolor de estómago', ['upset-stomach']],
  ['dolor de espalda', ['backache']],
  ['dolor muscular', ['muscle-aches']],
  ['insomnio', ['insomnia']],
  ['no puedo dormir', ['insomnia']],
  ['picazón', ['itchy-skin']],
  ['comezon', ['itchy-skin']],
  ['quemadura', ['minor-burns']],
  ['piojos', ['head-lice']],
  ['hongos en los pies', ['athletes-foot']],
  ['cólicos menstruales', ['menstrual-cramps']],
  ['dolor de muelas', ['toothache']],
  ['tos y fiebre', ['cough', 'fever']],
  ['tengo tos y dolor de garganta', ['cough', 'sore-throat']],
  ['me pica la piel', ['itchy-skin']],
  ['burning when I pee', ['urinary-pain']],
  ['poison ivy', ['poison-ivy']],
];

describe('the local reader understands lay language', () => {
  it.each(LAY_PHRASES)('reads %j as %j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('a body site and a sensation are read together', () => {
  it('does not read "my stomach burns" as a skin burn, but "burned my hand" as one', () => {
    expect(read('my stomach burns')).not.toContain('minor-burns');
    expect(read('I burned my hand')).toEqual(['minor-burns']);
    expect(read('a burn on my arm')).toEqual(['minor-burns']);
  });

  it('reads itchy eyes as an eye allergy, not itchy skin', () => {
    expect(read('my eyes are itchy')).toEqual(['itchy-watery-eyes']);
    expect(read('my eyes itch')).not.toContain('itchy-skin');
  });

  it('keeps the lone sensation word meaning what it meant without a site', () => {
    expect(read('burn')).toEqual(['minor-burns']);
    expect(read('itchy')).toEqual(['itchy-skin']);
  });

  it('does not pair words from different clauses or across other words', () => {
    expect(read('my head, and a burn')).toEqual(['minor-burns']);
    // A heart attack description is not a muscle ache (the red flags name it).
    expect(read('crushing chest pain spreading to my arm')).toEqual([]);
  });

  it('honours negation around a pair', () => {
    expect(reader.extractNow('my stomach does not burn').negatedSymptomIds).toEqual(['heartburn']);
    expect(read("my stomach doesn't burn, but my head hurts")).toEqual(['headache']);
    expect(reader.extractNow('no fever, my head is killing me').symptomIds).toEqual(['headache']);
    expect(reader.extractNow('no tengo fiebre').negatedSymptomIds).toEqual(['fever']);
    expect(reader.extractNow('tos sin fiebre').negatedSymptomIds).toEqual(['fever']);
    expect(read('no tengo fiebre pero tengo tos')).toEqual(['cough']);
  });

  it('reads each clause on its own', () => {
    expect(read('my head hurts and my stomach burns')).toEqual(['headache', 'heartburn']);
  });
});
