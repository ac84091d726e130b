import { describe, expect, it } from 'vitest';
import { FactReach } from '../../src/label-lists/resolve-cover.js';
import { readContent } from '../../src/load/read-content.js';
import { contentFolder, minimalFiles } from '../support/content-folder.js';

const FORMULATION = 'formulations/examplol-200-mg.yaml';

const cls = (id: string, { parents = '', crossReactive = false, facts = '' } = {}) =>
  `id: ${id}\nname: ${id}\nsynonyms: []\n${parents ? `parentIds: [${parents}]\n` : ''}allergyCrossReactive: ${crossReactive}\n${facts ? `facts:\n${facts}` : ''}review: []\n`;
const condition = (id: string, parents = '') =>
  `id: ${id}\nname: ${id}\nsynonyms: []\n${parents ? `parentIds: [${parents}]\n` : ''}review: []\n`;
const ingredient = (id: string, classIds: string, facts = '') =>
  `id: ${id}\nname: ${id}\nkind: otc\nclassIds: [${classIds}]\nsynonyms: []\n${facts ? `facts:\n${facts}` : ''}source: dailymed-example\nreview: []\n`;
const fact = (key: string, value: string, level = 'ask-first') =>
  `    - ${key}: ${value}\n      severity: avoid\n      level: ${level}\n      message: Ask first.\n      source: dailymed-example\n`;

/** A painkiller class tree, conditions with a broader one, examplol in it, and a cream for local use. */
const files = {
  'classes/painkiller.yaml': cls('painkiller'),
  'classes/blood-thinner.yaml': cls('blood-thinner'),
  'classes/nsaid.yaml': cls('nsaid', {
    parents: 'painkiller',
    crossReactive: true,
    facts: `  conditions:\n${fact('conditionId', 'stomach-problems')}  interactions:\n${fact('targetId', 'blood-thinner')}`,
  }),
  'conditions/stomach-problems.yaml': condition('stomach-problems'),
  'conditions/ulcer.yaml': condition('ulcer', 'stomach-problems'),
  'conditions/asthma.yaml': condition('asthma'),
  'ingredients/warfarin.yaml': ingredient('warfarin', 'blood-thinner').replace('kind: otc', 'kind: rx'),
  'ingredients/examplol.yaml': ingredient(
    'examplol',
    'nsaid',
    `  conditions:\n${fact('conditionId', 'asthma', 'do-not-use')}  allergyAlerts:\n    - targetId: painkiller\n      message: Allergic.\n      source: dailymed-example\n`,
  ),
  'formulations/examplol-cream.yaml': minimalFiles[FORMULATION]!.replace(
    'id: examplol-200-mg\n',
    'id: examplol-cream\n',
  )
    .replace('label:', 'localUse: true\nlabel:')
    .replace(
      /presentations:[\s\S]*review/,
      'presentations:\n  - id: examplol-cream\n    name: Examplol Cream\n    searchNames: []\n    source: dailymed-example\nreview',
    ),
};

const reach = () => new FactReach(readContent(contentFolder(files)).content);
const levelsFor = (covers: string, productId = 'examplol-200-mg') => {
  const r = reach();
  const product = r.productsContaining('examplol').find((p) => p.id === productId)!;
  return r.resolve(covers, product);
};
const levels = (found: (string | null)[]) => ({ kind: 'levels', levels: found });

describe('which facts carry a label line to a product', () => {
  it('finds a fact on the ingredient or on its class, at the fact’s level', () => {
    expect(levelsFor('condition:asthma')).toEqual(levels(['do-not-use']));
    expect(levelsFor('condition:stomach-problems')).toEqual(levels(['ask-first']));
    expect(levelsFor('age:under-12')).toEqual(levels(['ask-first']));
  });

  it('lets a fact on a broader condition carry a narrower one, never the other way', () => {
    expect(levelsFor('condition:ulcer')).toEqual(levels(['ask-first']));
    const narrowOnly = {
      ...files,
      'classes/nsaid.yaml': files['classes/nsaid.yaml'].replace('stomach-problems', 'ulcer'),
    };
    const r = new FactReach(readContent(contentFolder(narrowOnly)).content);
    expect(r.resolve('condition:stomach-problems', r.productsContaining('examplol')[0]!)).toEqual(levels([]));
  });

  it('lets an interaction fact on a class carry a medicine of that class, and its own ingredient twice', () => {
    expect(levelsFor('interaction:warfarin')).toEqual(levels(['ask-first']));
    expect(levelsFor('interaction:examplol')).toEqual(levels(['do-not-use']));
    expect(levelsFor('interaction:painkiller')).toEqual(levels([]));
  });

  it('counts the engine’s own allergy checks: the ingredient, a cross-reactive class, a written alert', () => {
    expect(levelsFor('allergy:examplol')).toEqual(levels(['do-not-use']));
    expect(levelsFor('allergy:nsaid')).toEqual(levels(['do-not-use']));
    expect(levelsFor('allergy:painkiller')).toEqual(levels(['do-not-use']));
    expect(levelsFor('allergy:warfarin')).toEqual(levels([]));
  });

  it('lets no swallowed-medicine fact reach a cream, only allergy alerts', () => {
    expect(levelsFor('condition:asthma', 'examplol-cream')).toEqual(levels([]));
    expect(levelsFor('allergy:painkiller', 'examplol-cream')).toEqual(levels(['do-not-use']));
  });

  it('says when a line names nothing that exists', () => {
    expect(levelsFor('condition:gout')).toEqual({ kind: 'unknown-id', message: "'gout' names no condition" });
    expect(levelsFor('interaction:nothingol')).toMatchObject({ kind: 'unknown-id' });
  });

  it('reads the label of the swallowed products, or of the formulations named', () => {
    const r = reach();
    expect(r.productsOfLabel('examplol').map((p) => p.id)).toEqual(['examplol-200-mg']);
    expect(r.productsOfLabel('examplol', ['examplol-cream']).map((p) => p.id)).toEqual(['examplol-cream']);
    // An ingredient no product contains is judged as if sold alone.
    expect(r.productsOfLabel('warfarin').map((p) => p.id)).toEqual(['warfarin']);
  });
});
