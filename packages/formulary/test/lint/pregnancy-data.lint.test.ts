import { describe, expect, it } from 'vitest';
import { INGREDIENT, problemsOf } from './support.js';

/** An ingredient file with the given facts block (YAML under `facts:`), or none. */
const ingredient = (id: string, { kind = 'otc', classIds = '[]', facts = '' } = {}) =>
  `id: ${id}
name: ${id}
kind: ${kind}
classIds: ${classIds}
synonyms: []
${facts ? `facts:\n${facts}` : ''}source: dailymed-example
review: []
`;
const fact = (topic: string) =>
  `  ${topic}:\n    severity: caution\n    message: Ask first.\n    source: dailymed-example\n`;
const noData = (topic: string) => `  ${topic}:\n    noData: true\n    source: dailymed-example\n`;
const exceptions = (entries: string) => ({ 'lint-exceptions.yaml': `pregnancy-data:\n${entries}` });

describe('the pregnancy-data linter', () => {
  it('names what an ingredient lacks: pregnancy, breastfeeding or both', () => {
    expect(
      problemsOf('pregnancy-data', {
        [INGREDIENT]: ingredient('examplol'),
        'ingredients/halfol.yaml': ingredient('halfol', { facts: fact('pregnancy') }),
      }),
    ).toEqual([
      'ingredients/examplol.yaml:1: [pregnancy-data] error: no pregnancy or breastfeeding fact on the ingredient or its classes: write them from the label, LactMed or ODS/NCCIH, or record `pregnancy: {noData: true, source}` where the source says nothing is known',
      'ingredients/halfol.yaml:7: [pregnancy-data] error: no breastfeeding fact on the ingredient or its classes: write it from the label, LactMed or ODS/NCCIH, or record `breastfeeding: {noData: true, source}` where the source says nothing is known',
    ]);
  });

  it('accepts facts, explicit no-data markers, and facts inherited from a class or its parent', () => {
    const classes = {
      'classes/painkiller.yaml': `id: painkiller\nname: Painkiller\nsynonyms: []\nallergyCrossReactive: false\nfacts:\n${fact('pregnancy')}review: []\n`,
      'classes/nsaid.yaml': `id: nsaid\nname: NSAID\nsynonyms: []\nparentIds: [painkiller]\nallergyCrossReactive: false\nreview: []\n`,
    };
    expect(
      problemsOf('pregnancy-data', {
        ...classes,
        'ingredients/factol.yaml': ingredient('factol', { facts: fact('pregnancy') + fact('breastfeeding') }),
        'ingredients/classol.yaml': ingredient('classol', { classIds: '[nsaid]', facts: noData('breastfeeding') }),
      }),
    ).toEqual([]);
  });

  it('accepts a combination whose every component has the data', () => {
    const combo = ingredient('combol').replace('synonyms: []', 'synonyms: []\ncomponentIds: [examplol]');
    expect(problemsOf('pregnancy-data', { 'ingredients/combol.yaml': combo })).toEqual([]);
  });

  it('accepts a gap listed by id in the exceptions file, with its reason', () => {
    const changes = {
      [INGREDIENT]: ingredient('examplol'),
      ...exceptions('  - reason: Not written yet.\n    ids: [examplol]\n'),
    };
    expect(problemsOf('pregnancy-data', changes)).toEqual([]);
  });

  it('lets a kind-wide exception cover only ingredients that no product contains', () => {
    const changes = {
      [INGREDIENT]: ingredient('examplol', { kind: 'rx' }),
      'ingredients/warfarin.yaml': ingredient('warfarin', { kind: 'rx' }),
      ...exceptions('  - reason: Only ever taken, never sold here.\n    kind: rx\n'),
    };
    expect(problemsOf('pregnancy-data', changes)).toEqual([
      expect.stringMatching(/^ingredients\/examplol\.yaml:1: .* no pregnancy or breastfeeding fact/),
    ]);
  });

  it('fails an exception that no longer matches a gap, or names no ingredient', () => {
    const changes = exceptions('  - reason: Old.\n    ids:\n      - examplol\n      - nothingol\n');
    expect(problemsOf('pregnancy-data', changes)).toEqual([
      "lint-exceptions.yaml:4: [pregnancy-data] error: 'examplol' has its pregnancy and breastfeeding data now: remove it from the exceptions",
      "lint-exceptions.yaml:5: [pregnancy-data] error: 'nothingol' names no ingredient",
    ]);
    const kindWide = exceptions('  - reason: Old.\n    kind: supplement\n');
    expect(problemsOf('pregnancy-data', kindWide)).toEqual([
      'lint-exceptions.yaml:2: [pregnancy-data] error: no unsold supplement ingredient lacks pregnancy or breastfeeding data now: remove this entry',
    ]);
  });
});
