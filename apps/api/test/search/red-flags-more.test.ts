import { describe, expect, it } from 'vitest';
import { formulary } from '@otc/formulary';
import { compileRedFlags, detectRedFlags } from '../../src/search/domain/red-flags.js';

// The shipped red flags (packages/formulary/content/red-flags), as the API compiles them at start.
const rules = compileRedFlags(formulary.redFlags);
const codes = (text: string) => detectRedFlags(text, rules).map((f) => f.code);

describe('red flags beyond the first eleven', () => {
  it.each([
    // A fever with a rash that does not fade (meningitis, a blood infection).
    ["fever with a rash that doesn't fade when I press a glass on it", 'fever-rash'],
    ['rash does not go away when I press on it and she has a fever', 'fever-rash'],
    ['non blanching rash on my toddler', 'fever-rash'],
    ['high fever and purple spots on his legs', 'fever-rash'],
    ['petechiae all over', 'fever-rash'],
    ['fiebre y manchas moradas', 'fever-rash'],
    // Bleeding that will not stop.
    ["cut is bleeding a lot and won't stop", 'severe-bleeding'],
    ["I can't stop the bleeding from my hand", 'severe-bleeding'],
    ['blood is spurting from the wound', 'severe-bleeding'],
    ['nosebleed that will not stop', 'severe-bleeding'],
    ['la herida no para de sangrar', 'severe-bleeding'],
    // Appendicitis signs.
    ['severe pain lower right side of my belly with fever and vomiting', 'appendicitis'],
    ['sharp pain in my lower right abdomen', 'appendicitis'],
    ['i think i have appendicitis', 'appendicitis'],
    // A clot in the leg with chest or breathing signs.
    ['my calf is swollen and now it hurts to breathe', 'blood-clot'],
    ['swollen leg and chest pain', 'blood-clot'],
    ['short of breath, one leg is swollen and red', 'blood-clot'],
    // Heat stroke.
    ['confused and stopped sweating after working in the heat', 'heat-stroke'],
    ['I think he has heat stroke', 'heat-stroke'],
    ['she passed out in the heat at the game', 'heat-stroke'],
    ['golpe de calor', 'heat-stroke'],
    // A very high fever.
    ['fever of 105', 'very-high-fever'],
    ['my son has a 105 degree fever', 'very-high-fever'],
    ['temperature 106.2', 'very-high-fever'],
    ['fever of 40.5 C', 'very-high-fever'],
    ['temp hit 41', 'very-high-fever'],
    ['fiebre de 41 grados', 'very-high-fever'],
  ])('flags %j as %s', (text, code) => {
    expect(codes(text)).toContain(code);
  });

  // The same flags, said in Spanish, with or without accents.
  it.each([
    ['dolor de pecho y no puedo respirar', ['chest-pain', 'breathing']],
    ['me duele el pecho', ['chest-pain']],
    ['mi niño se tragó unas pastillas', ['poisoning']],
    ['mi nino se trago unas pastillas', ['poisoning']],
    ['mi hija se comió las gomitas de melatonina', ['poisoning']],
    ['sobredosis de paracetamol', ['poisoning']],
    ['quiero suicidarme', ['suicide-self-harm']],
    ['quiero matarme', ['suicide-self-harm']],
    ['me quiero morir', ['suicide-self-harm']],
    ['mi hijo tiene una convulsión', ['seizure-unconscious']],
    ['se desmayó y no despierta', ['seizure-unconscious']],
    ['sangre en el vómito', ['bleeding']],
    ['estoy vomitando sangre', ['bleeding']],
    ['se me cierra la garganta', ['anaphylaxis']],
    ['derrame cerebral', ['stroke']],
    ['tiene los labios morados', ['blue-lips']],
    ['mi bebé de 3 semanas de nacido tiene fiebre', ['infant-fever']],
    ['el peor dolor de cabeza de mi vida', ['worst-headache']],
  ])('reads the Spanish %j as %j', (text, expected) => {
    expect(codes(text)).toEqual(expect.arrayContaining(expected));
  });

  it('gives Poison Control to someone asking how many pills it takes not to wake up', () => {
    for (const text of [
      "how many sleeping pills so I don't wake up",
      'how much tylenol would it take to die',
      'lethal dose of benadryl',
    ]) {
      const flags = detectRedFlags(text, rules);
      expect(flags.map((f) => f.message).join(' ')).toMatch(/1-800-222-1222/);
    }
  });

  it('holds the medicine list back for every emergency: none of them is for self-treatment', () => {
    for (const text of ['crushing chest pain', 'I want to kill myself', 'fever of 105', 'heat stroke']) {
      const flags = detectRedFlags(text, rules);
      expect(flags.length).toBeGreaterThan(0);
      expect(flags.every((f) => f.holdList)).toBe(true);
    }
  });

  // Everyday phrases close to the new flags.
  it.each([
    'my kid has a fever of 101',
    '3 year old fever 102 what can I give',
    'fever of 104',
    'fever for 105 days',
    'fever, I weigh 105 pounds',
    'fever and took 1000 mg of tylenol',
    'took 10 mg of melatonin and still awake',
    'fever, I am 42',
    'temperature of 40',
    "it's 41 degrees celsius outside and I have a sunburn",
    'bleeding gums',
    'my gums bleed when I brush',
    'small cut on my finger',
    'how to stop bleeding from a shaving cut',
    "period bleeding won't stop",
    'heat rash',
    'prickly heat on my back',
    'I want to stop sweating so much',
    "I'm confused about heat or ice for my back",
    'heat exhaustion, dizzy and tired',
    'swollen ankles',
    'leg cramps at night',
    'swollen legs and chest congestion',
    'I get a rash after a glass of wine',
    'itchy rash',
    'diaper rash that won’t go away',
    'lower right back pain',
    'had my appendix out years ago, now a headache',
    'stomach pain after eating',
    'meningitis vaccine',
    'no puedo dormir',
    'no puedo respirar por la nariz',
    'tengo la nariz tapada y no puedo respirar',
    'dolor de garganta',
    'garganta inflamada',
    'dolor de cabeza',
    'me muero de sueño',
    'intoxicación por alimentos',
    'mi hijo bebe agua y tiene fiebre',
    'tengo fiebre desde hace 3 dias',
    'se tomó sus pastillas de la presión',
  ])('raises no alarm for an everyday phrase: %j', (text) => {
    expect(codes(text)).toEqual([]);
  });
});
