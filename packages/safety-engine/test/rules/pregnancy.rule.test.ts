import { describe, expect, it } from 'vitest';
import {
  avoidFact,
  cautionFact,
  GENERAL_STATEMENT,
  ingredient,
  judgeIn,
  knowledgeOf,
  linesOf,
  medication,
  sourceOf,
  supplement,
} from '../fixture-factory.js';

const world = () =>
  knowledgeOf({
    ingredients: [
      ingredient('frobuprofen', { facts: { pregnancy: avoidFact('frob-pregnancy') } }),
      ingredient('zelquin', {
        facts: { pregnancy: cautionFact('zel-pregnancy'), breastfeeding: avoidFact('zel-milk') },
      }),
      ingredient('plainol'),
    ],
    medications: [
      medication('frobuprofen-tabs', ['frobuprofen']),
      medication('zelquin-tabs', ['zelquin']),
      medication('plainol-tabs', ['plainol']),
    ],
    supplements: [supplement('plainol-gummies', ['plainol']), supplement('zelquin-gummies', ['zelquin'])],
  });

describe('pregnancy', () => {
  it('avoids a product with an avoid fact, quoting the flag, without the general statement', () => {
    const verdict = judgeIn(world())({ isPregnant: true }, 'frobuprofen-tabs');
    expect(verdict).toEqual({
      verdict: 'avoid',
      level: 'ask-first',
      reasons: [
        {
          code: 'pregnancy',
          level: 'ask-first',
          message: 'frob-pregnancy.',
          source: sourceOf('frob-pregnancy'),
          origin: { kind: 'ingredient', id: 'frobuprofen', name: 'Frobuprofen' },
          trigger: { field: 'isPregnant', entry: 'true' },
        },
      ],
      cautions: [],
    });
  });

  it('keeps a product with only a caution fact, adding the general label statement as a caution', () => {
    expect(linesOf(judgeIn(world())({ isPregnant: true }, 'zelquin-tabs'))).toEqual({
      verdict: 'safe',
      reasons: [],
      cautions: ['pregnancy: zel-pregnancy.', `pregnancy: ${GENERAL_STATEMENT}`],
    });
  });

  it('gives a medicine without pregnancy facts the general statement, from its own label', () => {
    const verdict = judgeIn(world())({ isPregnant: true }, 'plainol-tabs');
    expect(verdict.cautions).toEqual([
      {
        code: 'pregnancy',
        level: null,
        message: GENERAL_STATEMENT,
        source: sourceOf('general-statement'),
        origin: { kind: 'product', id: 'plainol-tabs', name: 'plainol-tabs' },
        trigger: { field: 'isPregnant', entry: 'true' },
      },
    ]);
  });

  it('gives a supplement no general statement (it is an OTC drug label line), only its own facts', () => {
    const judge = judgeIn(world());
    expect(judge({ isPregnant: true }, 'plainol-gummies').cautions).toEqual([]);
    expect(linesOf(judge({ isPregnant: true }, 'zelquin-gummies')).cautions).toEqual(['pregnancy: zel-pregnancy.']);
  });

  it('applies nothing when the person is not pregnant', () => {
    expect(judgeIn(world())({ isPregnant: false }, 'frobuprofen-tabs')).toEqual({
      verdict: 'safe',
      level: null,
      reasons: [],
      cautions: [],
    });
  });
});

describe('breastfeeding', () => {
  it('is judged on its own facts, never on pregnancy facts', () => {
    const judge = judgeIn(world());
    expect(linesOf(judge({ isBreastfeeding: true }, 'frobuprofen-tabs'))).toEqual({
      verdict: 'safe',
      reasons: [],
      cautions: [`breastfeeding: ${GENERAL_STATEMENT}`],
    });
    const zelquin = judge({ isBreastfeeding: true }, 'zelquin-tabs');
    expect(linesOf(zelquin)).toEqual({ verdict: 'avoid', reasons: ['breastfeeding: zel-milk.'], cautions: [] });
    expect(zelquin.reasons[0]?.trigger).toEqual({ field: 'isBreastfeeding', entry: 'true' });
  });

  it('and pregnancy is never judged on breastfeeding facts', () => {
    expect(judgeIn(world())({ isPregnant: true }, 'zelquin-tabs').verdict).toBe('safe');
  });

  it('applies nothing when the person is not breastfeeding', () => {
    expect(judgeIn(world())({ isPregnant: false, isBreastfeeding: false }, 'zelquin-tabs').cautions).toEqual([]);
  });
});
