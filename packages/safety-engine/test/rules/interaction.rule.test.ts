import type { InteractionFact } from '@otc/formulary';
import { describe, expect, it } from 'vitest';
import {
  avoidFact,
  cautionFact,
  drugClass,
  ingredient,
  judgeIn,
  knowledgeOf,
  linesOf,
  med,
  medication,
  sourceOf,
  supplement,
} from '../fixture-factory.js';

const avoidWith = (targetId: string, name: string): InteractionFact => ({ targetId, ...avoidFact(name) });

// Thinners are blood thinners; coumoid is a kind of thinner. Frobanoids warn against every thinner.
const world = () =>
  knowledgeOf({
    drugClasses: [
      drugClass('thinner', { name: 'blood thinner', synonyms: ['blood thinners'] }),
      drugClass('coumoid', { parentIds: ['thinner'] }),
      drugClass('frobanoid', {
        name: 'Frobanoid',
        facts: { interactions: [avoidWith('thinner', 'frob-thinner'), avoidWith('frobanoid', 'frob-frob')] },
      }),
      drugClass('mao-like', { name: 'MAOL', facts: { interactions: [avoidWith('frobanoid', 'maol-frob')] } }),
    ],
    ingredients: [
      ingredient('coumarol', { kind: 'rx', classIds: ['coumoid'], brandNames: ['Coumix'] }),
      ingredient('frobuprofen', { classIds: ['frobanoid'] }),
      ingredient('frobaspirin', { classIds: ['frobanoid'] }),
      ingredient('phenelzol', { kind: 'rx', classIds: ['mao-like'] }),
      ingredient('wortex', {
        kind: 'supplement',
        facts: { interactions: [{ targetId: 'dextrol', ...cautionFact('wortex-dextrol') }] },
      }),
      ingredient('dextrol', {
        facts: { interactions: [{ targetId: 'zelquin', ...cautionFact('dextrol-zelquin') }] },
      }),
      ingredient('zelquin', { facts: { interactions: [avoidWith('zelquin', 'zelquin-twice')] } }),
      ingredient('percomix', { kind: 'rx', componentIds: ['zelquin', 'oxol'] }),
      ingredient('oxol', { kind: 'rx' }),
    ],
    medications: [
      medication('frobuprofen-tabs', ['frobuprofen']),
      medication('dextrol-syrup', ['dextrol']),
      medication('zelquin-tabs', ['zelquin']),
      medication('night-mix', ['zelquin', 'dextrol'], { brandNames: ['NightMix'] }),
      medication('oxol-tabs', ['oxol']),
    ],
    supplements: [supplement('wortex-caps', ['wortex'])],
  });

describe('interaction rule: what this product warns against', () => {
  it('avoids a product whose fact names a class of a medicine taken, quoting the entry', () => {
    const verdict = judgeIn(world())({ currentMedications: [med('Coumix 5 mg daily')] }, 'frobuprofen-tabs');
    expect(verdict.reasons).toEqual([
      {
        code: 'interaction',
        level: 'ask-first',
        message: 'frob-thinner.',
        source: sourceOf('frob-thinner'),
        origin: { kind: 'class', id: 'frobanoid', name: 'Frobanoid' },
        trigger: { field: 'currentMedications', entry: 'Coumix 5 mg daily' },
      },
    ]);
  });

  it('counts every ancestor class of a medicine taken, and a class named instead of a drug', () => {
    const judge = judgeIn(world());
    expect(judge({ currentMedications: [med('coumarol')] }, 'frobuprofen-tabs').verdict).toBe('avoid');
    expect(linesOf(judge({ currentMedications: [med('a blood thinner')] }, 'frobuprofen-tabs')).reasons).toEqual([
      'interaction: frob-thinner.',
    ]);
    // A class named counts with its ancestors: a coumoid is a thinner.
    expect(judge({ currentMedications: [med('coumoid')] }, 'frobuprofen-tabs').verdict).toBe('avoid');
  });

  it('files a caution fact as a caution', () => {
    const verdict = judgeIn(world())({ currentMedications: [med('zelquin')] }, 'dextrol-syrup');
    expect(linesOf(verdict)).toEqual({ verdict: 'safe', reasons: [], cautions: ['interaction: dextrol-zelquin.'] });
    expect(verdict.cautions[0]?.origin).toEqual({ kind: 'ingredient', id: 'dextrol', name: 'Dextrol' });
  });

  it('ignores medicines no fact names', () => {
    expect(judgeIn(world())({ currentMedications: [med('oxol'), med('unknownium')] }, 'frobuprofen-tabs').verdict).toBe(
      'safe',
    );
  });
});

describe('interaction rule: what the medicine taken warns against', () => {
  it("applies a taken medicine's own fact naming this product's ingredient, in a sentence of its own", () => {
    const verdict = judgeIn(world())({ currentMedications: [med('wortex')] }, 'night-mix');
    expect(verdict.cautions).toEqual([
      {
        code: 'interaction',
        level: null,
        message:
          'You take Wortex; its own warnings advise against combining it with dextrol, which this product contains.',
        source: sourceOf('wortex-dextrol'),
        origin: { kind: 'ingredient', id: 'wortex', name: 'Wortex' },
        trigger: { field: 'currentMedications', entry: 'wortex' },
      },
    ]);
    expect(verdict.verdict).toBe('safe');
  });

  it("applies a taken medicine's class fact naming this product's class, the name lower-cased mid-sentence", () => {
    const verdict = judgeIn(world())({ currentMedications: [med('phenelzol')] }, 'frobuprofen-tabs');
    expect(verdict.reasons).toEqual([
      {
        code: 'interaction',
        level: 'ask-first',
        message:
          'You take Phenelzol; its own warnings advise against combining it with frobanoid, which this product contains.',
        source: sourceOf('maol-frob'),
        origin: { kind: 'class', id: 'mao-like', name: 'MAOL' },
        trigger: { field: 'currentMedications', entry: 'phenelzol' },
      },
    ]);
  });

  it('keeps an acronym in capitals, even one followed by a capitalised word', () => {
    const k = knowledgeOf({
      drugClasses: [drugClass('nsaix', { name: 'NSAIX Drugs' })],
      ingredients: [
        ingredient('frobuprofen', { classIds: ['nsaix'] }),
        ingredient('wortex', { facts: { interactions: [avoidWith('nsaix', 'wortex-nsaix')] } }),
      ],
      medications: [medication('frobuprofen-tabs', ['frobuprofen'])],
    });
    expect(judgeIn(k)({ currentMedications: [med('wortex')] }, 'frobuprofen-tabs').reasons[0]?.message).toBe(
      'You take Wortex; its own warnings advise against combining it with NSAIX Drugs, which this product contains.',
    );
  });

  it("does not repeat a fact that is also this product's own", () => {
    // frobanoids warn against frobanoids: taking one, another's own label line is the only reason.
    const verdict = judgeIn(world())({ currentMedications: [med('frobaspirin')] }, 'frobuprofen-tabs');
    expect(linesOf(verdict).reasons).toEqual(['interaction: frob-frob.']);
  });

  it('leaves facts about other products aside', () => {
    expect(judgeIn(world())({ currentMedications: [med('wortex')] }, 'zelquin-tabs').cautions).toEqual([]);
  });
});

describe('duplicate ingredient', () => {
  it('avoids a product containing an ingredient already taken, with a generic line where no fact says so', () => {
    const verdict = judgeIn(world())({ currentMedications: [med('dextrol 10 ml')] }, 'night-mix');
    expect(verdict.reasons).toEqual([
      {
        code: 'duplicate-ingredient',
        level: 'do-not-use',
        message: 'You already take a medicine containing Dextrol; taking both could mean too much.',
        source: sourceOf('label-night-mix'),
        origin: { kind: 'ingredient', id: 'dextrol', name: 'Dextrol' },
        trigger: { field: 'currentMedications', entry: 'dextrol 10 ml' },
      },
    ]);
  });

  it("uses the label's own words instead, filed as a duplicate, when a fact names the ingredient itself", () => {
    expect(linesOf(judgeIn(world())({ currentMedications: [med('zelquin')] }, 'night-mix')).reasons).toEqual([
      'duplicate-ingredient: zelquin-twice.',
    ]);
  });

  it('still adds the generic line when the fact names a class rather than the ingredient', () => {
    expect(linesOf(judgeIn(world())({ currentMedications: [med('frobuprofen')] }, 'frobuprofen-tabs')).reasons).toEqual(
      [
        'interaction: frob-frob.',
        'duplicate-ingredient: You already take a medicine containing Frobuprofen; taking both could mean too much.',
      ],
    );
  });

  it('sees through combinations both ways: a combination taken, and a combination considered', () => {
    const judge = judgeIn(world());
    expect(linesOf(judge({ currentMedications: [med('Percomix 5/325')] }, 'oxol-tabs')).reasons).toEqual([
      'duplicate-ingredient: You already take a medicine containing Oxol; taking both could mean too much.',
    ]);
    expect(linesOf(judge({ currentMedications: [med('Percomix')] }, 'zelquin-tabs')).reasons).toEqual([
      'duplicate-ingredient: zelquin-twice.',
    ]);
    expect(linesOf(judge({ currentMedications: [med('NightMix')] }, 'dextrol-syrup')).reasons).toEqual([
      'duplicate-ingredient: You already take a medicine containing Dextrol; taking both could mean too much.',
    ]);
  });
});

describe('interaction rule: a label line about any prescription drug', () => {
  // The content's prescription-medicine class: no ingredient lists it, every ingredient of kind rx is in it.
  const rxWorld = (withClass = true) =>
    knowledgeOf({
      drugClasses: withClass ? [drugClass('prescription-medicine', { name: 'Prescription medicine' })] : [],
      ingredients: [
        ingredient('levothyrol', { kind: 'rx' }),
        ingredient('dextrol'),
        ingredient('laxol', { facts: { interactions: [avoidWith('prescription-medicine', 'ask-if-rx')] } }),
      ],
      medications: [medication('laxol-powder', ['laxol'])],
    });

  it('avoids it for someone taking a prescription medicine, naming the entry in the reason', () => {
    const verdict = judgeIn(rxWorld())({ currentMedications: [med('levothyrol 50 mcg')] }, 'laxol-powder');
    expect(verdict.verdict).toBe('avoid');
    expect(linesOf(verdict).reasons).toEqual([
      'interaction: You take a prescription medicine (levothyrol 50 mcg). ask-if-rx.',
    ]);
  });

  it('keeps it safe for someone taking only over-the-counter medicines', () => {
    expect(judgeIn(rxWorld())({ currentMedications: [med('dextrol')] }, 'laxol-powder').verdict).toBe('safe');
  });

  it('puts no ingredient in the class when the content has no such class', () => {
    expect(judgeIn(rxWorld(false))({ currentMedications: [med('levothyrol')] }, 'laxol-powder').verdict).toBe('safe');
  });
});
