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
    ]);
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
