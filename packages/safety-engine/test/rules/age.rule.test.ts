import { describe, expect, it } from 'vitest';
import { avoidFact, cautionFact, ingredient, judgeIn, knowledgeOf, medication, sourceOf } from '../fixture-factory.js';

const world = () =>
  knowledgeOf({
    ingredients: [ingredient('frobuprofen', { facts: { ages: [{ fromYears: 65, ...cautionFact('frob-elderly') }] } })],
    medications: [
      medication('frobuprofen-tabs', ['frobuprofen'], {
        label: { ages: [{ belowYears: 12, ...avoidFact('under-12') }] },
      }),
    ],
  });

describe('age rule', () => {
  it('applies a "below" limit to anyone younger, not at the limit itself', () => {
    const judge = judgeIn(world());
    expect(judge({ age: 11 }, 'frobuprofen-tabs').reasons).toEqual([
      {
        code: 'age',
        level: 'ask-first',
        message: 'under-12.',
        source: sourceOf('under-12'),
        origin: { kind: 'product', id: 'frobuprofen-tabs', name: 'frobuprofen-tabs' },
        trigger: { field: 'age', entry: '11' },
      },
    ]);
    expect(judge({ age: 12 }, 'frobuprofen-tabs').verdict).toBe('safe');
  });

  it('applies a "from" limit at the limit itself and above, not below', () => {
    const judge = judgeIn(world());
    expect(judge({ age: 65 }, 'frobuprofen-tabs').cautions.map((c) => [c.message, c.trigger.entry])).toEqual([
      ['frob-elderly.', '65'],
    ]);
    expect(judge({ age: 90 }, 'frobuprofen-tabs').cautions).toHaveLength(1);
    expect(judge({ age: 64 }, 'frobuprofen-tabs').cautions).toEqual([]);
  });

  it('applies no age fact when the age is not known', () => {
    expect(judgeIn(world())({ age: null }, 'frobuprofen-tabs')).toEqual({
      verdict: 'safe',
      level: null,
      reasons: [],
      cautions: [],
    });
  });
});
