import { describe, expect, it } from 'vitest';
import { cleanFiles, edit, FORMULATION, INGREDIENT, problemsOf } from './support.js';

// A second formulation, its presentations renamed; `names` replaces the brand's search names.
const otherFormulation = (brandName: string, searchNames = '[]') =>
  cleanFiles[FORMULATION]!.replace('id: examplol-200-mg\nclassName', 'id: examplol-400-mg\nclassName')
    .replace('  - id: examplol-200-mg\n    name: Examplol 200 mg', '  - id: examplol-400-mg\n    name: Examplol 400 mg')
    .replace('  - id: brand-examplol\n    name: Brand Examplol', `  - id: other-brand\n    name: ${brandName}`)
    .replace('searchNames: [Brandy]', `searchNames: ${searchNames}`);
const OTHER = 'formulations/examplol-400-mg.yaml';

describe('the names linter', () => {
  it('refuses a product name another formulation already claims, ignoring case and punctuation', () => {
    expect(problemsOf('names', { [OTHER]: otherFormulation('BRAND-examplol') })).toEqual([
      `${OTHER}:30: [names] error: product name 'BRAND-examplol' is also claimed by ${FORMULATION} ('Brand Examplol'): a search for it must lead to one item`,
    ]);
  });

  it('counts search names as claims too', () => {
    expect(problemsOf('names', { [OTHER]: otherFormulation('Other Brand', '[Brandy]') })).toEqual([
      `${OTHER}:31: [names] error: product name 'Brandy' is also claimed by ${FORMULATION}: a search for it must lead to one item`,
    ]);
  });

  it('lets one formulation repeat a name among its own presentations', () => {
    expect(problemsOf('names', edit(FORMULATION, 'searchNames: []', 'searchNames: [Brand Examplol]'))).toEqual([]);
  });

  it('keeps product names apart from substance names: a brand may share its ingredient’s brand name', () => {
    expect(problemsOf('names', edit(INGREDIENT, 'synonyms: [examplole]', 'synonyms: [examplole, Brandy]'))).toEqual([]);
  });

  it('refuses a substance name shared by an ingredient and a class', () => {
    const klass = 'id: examplols\nname: Examplols\nsynonyms: [Examplole]\nallergyCrossReactive: false\nreview: []\n';
    expect(problemsOf('names', { 'classes/examplols.yaml': klass })).toEqual([
      `classes/examplols.yaml:3: [names] error: substance name 'Examplole' is also claimed by ${INGREDIENT} ('examplole'): a search for it must lead to one item`,
    ]);
  });

  it('refuses a symptom phrase two symptoms claim', () => {
    const migraine = 'id: migraine\nname: Migraine\nsynonyms: [Head-pain]\nreview: []\n';
    expect(problemsOf('names', { 'symptoms/migraine.yaml': migraine })).toEqual([
      "symptoms/migraine.yaml:3: [names] error: symptom name 'Head-pain' is also claimed by symptoms/headache.yaml ('head pain'): a search for it must lead to one item",
    ]);
  });

  it('accepts a shared name listed in the exceptions file, and fails the entry once the name is no longer shared', () => {
    const exceptions = { 'lint-exceptions.yaml': 'names:\n  - reason: A brand family.\n    names: [brandy]\n' };
    expect(problemsOf('names', { [OTHER]: otherFormulation('Other Brand', '[Brandy]'), ...exceptions })).toEqual([]);
    expect(problemsOf('names', exceptions)).toEqual([
      "lint-exceptions.yaml:3: [names] error: 'brandy' is claimed by one item only now: remove it from the exceptions",
    ]);
  });
});
