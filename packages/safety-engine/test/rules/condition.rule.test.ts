import { describe, expect, it } from 'vitest';
import {
  avoidFact,
  cautionFact,
  condition,
  drugClass,
  ingredient,
  judgeIn,
  knowledgeOf,
  medication,
  sourceOf,
} from '../fixture-factory.js';

const world = () =>
  knowledgeOf({
    conditions: [
      condition('kidney-trouble', { synonyms: ['kidney problems'] }),
      condition('stone-kidney', { name: 'kidney stones', parentIds: ['kidney-trouble'], synonyms: ['KS'] }),
      condition('itchy-ears'),
    ],
    drugClasses: [
      drugClass('frobanoid', {
        facts: { conditions: [{ conditionId: 'kidney-trouble', ...avoidFact('frob-kidney') }] },
      }),
    ],
    ingredients: [
      ingredient('frobuprofen', { classIds: ['frobanoid'] }),
      ingredient('zelquin', { facts: { conditions: [{ conditionId: 'itchy-ears', ...cautionFact('zel-ears') }] } }),
    ],
    medications: [
      medication('frobuprofen-tabs', ['frobuprofen']),
      medication('zelquin-tabs', ['zelquin'], {
        label: { conditions: [{ conditionId: 'stone-kidney', ...avoidFact('zel-stones') }] },
      }),
    ],
  });

describe('condition rule', () => {
  it('avoids a product whose facts warn about the condition, with the fact, its origin and the entry', () => {
    const verdict = judgeIn(world())({ medicalConditions: ['Kidney problems since 2019'] }, 'frobuprofen-tabs');
    expect(verdict).toEqual({
      verdict: 'avoid',
      level: 'ask-first',
      reasons: [
        {
          code: 'condition',
          level: 'ask-first',
          message: 'frob-kidney.',
          source: sourceOf('frob-kidney'),
          origin: { kind: 'class', id: 'frobanoid', name: 'frobanoid' },
          trigger: { field: 'medicalConditions', entry: 'Kidney problems since 2019' },
        },
      ],
      cautions: [],
    });
  });

  it('applies warnings about a broader condition to a narrower one, not the other way round', () => {
    const judge = judgeIn(world());
    expect(judge({ medicalConditions: ['KS'] }, 'frobuprofen-tabs').reasons[0]?.trigger.entry).toBe('KS');
    expect(judge({ medicalConditions: ['kidney trouble'] }, 'zelquin-tabs').verdict).toBe('safe');
    expect(judge({ medicalConditions: ['kidney stones'] }, 'zelquin-tabs').reasons[0]?.origin).toEqual({
      kind: 'product',
      id: 'zelquin-tabs',
      name: 'zelquin-tabs',
    });
  });

  it('files a caution as a caution: the product stays safe', () => {
    const verdict = judgeIn(world())({ medicalConditions: ['itchy ears'] }, 'zelquin-tabs');
    expect(verdict.verdict).toBe('safe');
    expect(verdict.cautions.map((c) => [c.code, c.message, c.origin.kind])).toEqual([
      ['condition', 'zel-ears.', 'ingredient'],
    ]);
  });

  it('ignores conditions no fact mentions and words that are not conditions', () => {
    const judge = judgeIn(world());
    expect(judge({ medicalConditions: ['itchy ears', 'sore kidney'] }, 'frobuprofen-tabs').verdict).toBe('safe');
  });
});
