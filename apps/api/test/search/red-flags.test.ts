import { describe, expect, it } from 'vitest';
import { formulary } from '@otc/formulary';
import { compileRedFlags, detectRedFlags as detectWith } from '../../src/search/domain/red-flags.js';

// The shipped red flags (packages/formulary/content/red-flags), as the API compiles them at start.
const rules = compileRedFlags(formulary.redFlags);
const detectRedFlags = (text: string) => detectWith(text, rules);
const codes = (text: string) => detectRedFlags(text).map((f) => f.code);

describe('red flags', () => {
  it.each([
    ['crushing chest pain spreading to my left arm', 'chest-pain'],
    ['pressure in my chest and sweating', 'chest-pain'],
    ['my face is drooping and my speech is slurred', 'stroke'],
    ['sudden numbness on one side', 'stroke'],
    ["I can't breathe", 'breathing'],
    ['her lips are turning blue', 'blue-lips'],
    ['my throat is closing after a bee sting', 'anaphylaxis'],
    ['swollen tongue after eating peanuts', 'anaphylaxis'],
    ["I've been thinking about suicide", 'suicide-self-harm'],
    ['I want to kill myself', 'suicide-self-harm'],
    ['I keep hurting myself', 'suicide-self-harm'],
    ['there is blood in my stool', 'bleeding'],
    ['vomiting blood since last night', 'bleeding'],
    ['black tarry stools', 'bleeding'],
    ['the worst headache of my life came on suddenly', 'worst-headache'],
    ['my 6 week old baby has a fever', 'infant-fever'],
    ['infant with a high temperature', 'infant-fever'],
  ])('flags %j as %s', (text, code) => {
    expect(codes(text)).toContain(code);
  });

  it('gives plain advice: 911 for emergencies, 988 for thoughts of suicide', () => {
    expect(detectRedFlags('chest pain')[0]!.message).toMatch(/Call 911/);
    expect(detectRedFlags('suicidal thoughts')[0]!.message).toMatch(/988/);
  });

  it('names every emergency the words describe, most urgent first', () => {
    expect(codes('crushing chest pain and I cannot breathe, I think I took an overdose')).toEqual([
      'chest-pain',
      'breathing',
      'suicide-self-harm',
      'poisoning',
    ]);
  });

  // True emergencies, in lay words and negated: a negation never silences a red flag.
  it.each([
    ["he's not breathing", 'breathing'],
    ['my dad stopped breathing', 'breathing'],
    ["I can't catch my breath", 'breathing'],
    ['no chest pain but I cannot breathe', 'breathing'],
    ["I don't think it's a heart attack but my chest hurts", 'chest-pain'],
    ['not sure if my chest pain matters', 'chest-pain'],
    ['the baby is turning blue', 'blue-lips'],
    ['my toddler swallowed some pills', 'poisoning'],
    ['my son ate a bunch of gummies vitamins', 'poisoning'],
    ['took too much tylenol', 'poisoning'],
    ['she drank a bottle of cough syrup', 'poisoning'],
    ['accidental overdose of ibuprofen', 'poisoning'],
    ['I think my dog got into my meds and my kid too', 'poisoning'],
    ['I was poisoned', 'poisoning'],
    ['my 2 month old has a fever', 'infant-fever'],
    ['fever in my 10 day old', 'infant-fever'],
    ['newborn feels hot', 'infant-fever'],
    ["I don't want to live anymore", 'suicide-self-harm'],
    ['thinking about ending it all', 'suicide-self-harm'],
    ["how many sleeping pills so I don't wake up", 'suicide-self-harm'],
    ['took 20 tylenol', 'poisoning'],
    ['gave my son twice the tylenol dose by mistake', 'poisoning'],
    ["my 2 year old got into grandma's blood pressure pills", 'poisoning'],
    ['kid bit into a laundry pod', 'poisoning'],
    ['my son drank bleach', 'poisoning'],
    ['my daughter drank half a bottle of cough syrup', 'poisoning'],
    ['my 3 year old ate a bunch of melatonin gummies', 'poisoning'],
    ['ate wild mushrooms and now vomiting', 'poisoning'],
    ["mixed bleach and ammonia and now I can't stop coughing", 'poisoning'],
    ['got drain cleaner in my eye', 'poisoning'],
    ['carbon monoxide alarm went off and we all have headaches', 'poisoning'],
    ["she suddenly got confused and can't find her words", 'stroke'],
    ["it's not heartburn, my chest feels tight and my jaw hurts", 'chest-pain'],
    ["6 week old feels hot and won't eat", 'infant-fever'],
  ])('flags %j as %s', (text, code) => {
    expect(codes(text)).toContain(code);
  });

  it('gives Poison Control as well as 911 for an overdose or a poisoning', () => {
    for (const text of ['overdose', 'my child swallowed my pills']) {
      const poisoning = detectRedFlags(text).find((f) => f.code === 'poisoning')!;
      expect(poisoning.message).toMatch(/1-800-222-1222/);
      expect(poisoning.message).toMatch(/911/);
    }
  });

  it('holds the medicine list back when the advice is not to treat it yourself', () => {
    const hold = (text: string) =>
      detectRedFlags(text)
        .filter((f) => f.holdList)
        .map((f) => f.code);
    expect(hold('my 3 week old baby has a fever')).toEqual(['infant-fever']);
    expect(hold('my toddler swallowed some pills')).toEqual(['poisoning']);
    expect(hold('overdose')).toContain('poisoning');
    // A heart attack is not for self-treatment either: every emergency holds the list back.
    expect(hold('crushing chest pain')).toEqual(['chest-pain']);
  });

  // Everyday phrases that only sound alarming.
  it.each([
    'poison ivy rash',
    'poison oak on my arms',
    'itchy from poison sumac',
    'I ate too much',
    'I ate too much pizza and have heartburn',
    "can't breathe through my nose",
    'I cannot breathe out of my nose at night',
    'chest congestion',
    'dying to sleep',
    'heart burn after dinner',
    'this headache is killing me',
    'my back is killing me',
    'I could die of embarrassment from this acne',
    'overdid it at the gym',
    'sore muscles, I overdid it',
    'stuffy nose and chest cold',
    'my 10 month old has a fever',
    "so stuffed up I can't breathe at night",
    'choking on pollen',
    'food poisoning',
    'sun poisoning',
    'overdosed on halloween candy, stomach ache',
    'took 2 tylenol for my headache',
    'I ate and took my vitamins',
  ])('raises no alarm for an everyday phrase: %j', (text) => {
    expect(codes(text)).toEqual([]);
  });

  it.each([
    'headache',
    'chest congestion',
    'heartburn after dinner',
    'sore throat and a runny nose',
    'back pain',
    'my baby is teething',
  ])('stays quiet for an everyday complaint: %j', (text) => {
    expect(codes(text)).toEqual([]);
  });
});
