import { expect, it } from 'vitest';
import { evidenceRank, sortByEvidence } from '../src/index.js';

it('sorts Strong, then Moderate, then Weak and Mixed, then others, ties by name', () => {
  const items = [
    { name: 'Zinc', evidence_strength: 'Weak Evidence' },
    { name: 'Echinacea', evidence_strength: 'Mixed' },
    { name: 'Biotin', evidence_strength: undefined },
    { name: 'Vitamin D', evidence_strength: 'Strong' },
    { name: 'Melatonin', evidence_strength: 'Moderate Evidence' },
    { name: 'Calcium', evidence_strength: 'Strong Evidence' },
  ];
  expect(sortByEvidence(items).map((i) => i.name)).toEqual([
    'Calcium',
    'Vitamin D',
    'Melatonin',
    'Echinacea',
    'Zinc',
    'Biotin',
  ]);
});

it('reads the rating whatever its case, surrounding space or the word "evidence" after it', () => {
  expect(['  STRONG ', 'moderate   evidence', 'Weak', 'mixed Evidence', null, 'evidence'].map(evidenceRank)).toEqual([
    0, 1, 2, 2, 3, 3,
  ]);
});
