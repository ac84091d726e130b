import { describe, expect, it } from 'vitest';
import type { Formulary, LabelFacts } from '@otc/formulary';
import { buildKnowledge, compareVerdicts, emptyProfile } from '../src/index.js';
import { formularyOf, GENERAL_STATEMENT, ingredient, medication, sourceOf } from './fixture-factory.js';

const source = { title: 'Example label', url: 'https://dailymed.nlm.nih.gov/x' };
const formularyWith = (ageBelow: number | null, extra = false): Formulary => ({
  drugClasses: [],
  ingredients: [{ id: 'examplol', name: 'Examplol', kind: 'otc', classIds: [], synonyms: [], source }],
  conditions: [],
  allergens: [],
  symptoms: [],
  lexicon: { sensations: [], sites: [], phrases: [] },
  medications: [
    ...['examplol-tab', ...(extra ? ['examplol-new'] : [])].map((id) => ({
      id,
      name: id,
      className: 'Pain reliever',
      categories: ['pain-relief' as const],
      activeIngredients: [{ ingredientId: 'examplol', strength: '1 mg' }],
      uses: [],
      dose: { adult: '1', pediatric: 'ask' },
      summary: '',
      mechanism: '',
      warnings: [],
      sideEffects: [],
      interactions: [],
      contraindications: [],
      brandNames: [],
      source,
      label:
        ageBelow === null
          ? {}
          : { ages: [{ belowYears: ageBelow, severity: 'avoid' as const, message: `Under ${ageBelow}.`, source }] },
      review: { reviewedBy: null, reviewedAt: null, label: null },
    })),
  ],
  supplementCategories: [],
  redFlags: [],
  searchCategories: [],
  commonSymptoms: [],
  quickSearches: [],
  nothingToCheck: [],
  supplements: [],
  general: { pregnancyOrBreastfeeding: { message: 'Ask.', source } },
});
const child = (age: number) => ({ ...emptyProfile(), age });

describe('comparing verdicts between two versions of the content', () => {
  it('reports nothing when the content is the same', () => {
    const k = buildKnowledge(formularyWith(12));
    expect(compareVerdicts(k, k, { 'child-8': child(8), adult: child(30) })).toEqual([]);
  });

  it('names the profile, the product, the verdict change and the reason lines added and removed', () => {
    const changes = compareVerdicts(buildKnowledge(formularyWith(6)), buildKnowledge(formularyWith(12)), {
      'child-8': child(8),
      'child-4': child(4),
      adult: child(30),
    });
    expect(changes).toEqual([
      {
        profile: 'child-8',
        productId: 'examplol-tab',
        productName: 'examplol-tab',
        before: 'safe',
        after: 'avoid',
        added: ['reason age (ask-first): Under 12.'],
        removed: [],
      },
      {
        profile: 'child-4',
        productId: 'examplol-tab',
        productName: 'examplol-tab',
        before: 'avoid',
        after: 'avoid',
        added: ['reason age (ask-first): Under 12.'],
        removed: ['reason age (ask-first): Under 6.'],
      },
    ]);
  });

  it('lists a product that exists only on one side with a null verdict there', () => {
    const changes = compareVerdicts(buildKnowledge(formularyWith(null)), buildKnowledge(formularyWith(null, true)), {
      adult: child(30),
    });
    expect(changes).toEqual([
      expect.objectContaining({ productId: 'examplol-new', before: null, after: 'safe', added: [], removed: [] }),
    ]);
  });
});

describe('comparing verdicts: what counts as a change', () => {
  const world = (label: LabelFacts, ids = ['b-tab', 'a-tab']) =>
    buildKnowledge(
      formularyOf({
        ingredients: [ingredient('examplol')],
        medications: ids.map((id) => medication(id, ['examplol'], { label })),
      }),
    );
  const caution = (message: string) => ({ severity: 'caution' as const, message, source: sourceOf(message) });
  const pregnant = { ...emptyProfile(), isPregnant: true };

  it('lists a caution added or removed even when the verdict stays the same, products in id order', () => {
    const changes = compareVerdicts(world({}), world({ pregnancy: caution('New caution.') }), { pregnant });
    expect(changes.map((c) => [c.productId, c.before, c.after, c.added, c.removed])).toEqual([
      ['a-tab', 'safe', 'safe', ['caution pregnancy: New caution.'], []],
      ['b-tab', 'safe', 'safe', ['caution pregnancy: New caution.'], []],
    ]);
    const back = compareVerdicts(world({ pregnancy: caution('New caution.') }), world({}), { pregnant });
    expect(back.map((c) => [c.added, c.removed])).toEqual([
      [[], ['caution pregnancy: New caution.']],
      [[], ['caution pregnancy: New caution.']],
    ]);
  });

  it('lists a reason whose level alone changed, the verdict staying avoid', () => {
    const pregnancyAt = (level: 'do-not-use' | 'ask-first') => ({
      pregnancy: { severity: 'avoid' as const, level, message: 'Not in pregnancy.', source: sourceOf('p') },
    });
    const changes = compareVerdicts(
      world(pregnancyAt('ask-first'), ['a-tab']),
      world(pregnancyAt('do-not-use'), ['a-tab']),
      {
        pregnant,
      },
    );
    expect(changes.map((c) => [c.before, c.after, c.added, c.removed])).toEqual([
      [
        'avoid',
        'avoid',
        ['reason pregnancy (do-not-use): Not in pregnancy.'],
        ['reason pregnancy (ask-first): Not in pregnancy.'],
      ],
    ]);
  });

  it('lists a product that exists only before, with a null verdict after', () => {
    const changes = compareVerdicts(world({}, ['a-tab', 'gone-tab']), world({}, ['a-tab']), { pregnant });
    expect(changes).toEqual([
      {
        profile: 'pregnant',
        productId: 'gone-tab',
        productName: 'gone-tab',
        before: 'safe',
        after: null,
        added: [],
        removed: [`caution pregnancy: ${GENERAL_STATEMENT}`],
      },
    ]);
  });
});
