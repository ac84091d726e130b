import { describe, expect, it } from 'vitest';
import { formatProblem, loadContent, loadFormulary, ContentError } from '../src/index.js';
import { contentFolder, minimalFiles } from './support/content-folder.js';

const problemsOf = (changes: Record<string, string | null>) =>
  loadContent(contentFolder(changes)).problems.map(formatProblem);
const formulation = 'formulations/examplol-200-mg.yaml';

describe('loading a content folder', () => {
  it('expands each presentation into a product that shares the formulation’s clinical facts', () => {
    const { medications } = loadFormulary(contentFolder());
    expect(medications.map((m) => [m.id, m.name, m.brandNames])).toEqual([
      ['examplol-200-mg', 'Examplol 200 mg', []],
      ['brand-examplol', 'Brand Examplol', ['Brandy']],
    ]);
    expect(medications.map((m) => m.summary)).toEqual(['Examplol for aches.', 'The brand.']);
    expect(medications.every((m) => m.label.ages?.[0]?.belowYears === 12)).toBe(true);
  });

  it('cites each presentation’s own label where a fact says `source: label`, and resolves snippets', () => {
    const [generic, brand] = loadFormulary(contentFolder()).medications;
    expect(generic!.label.ages![0]!.source.url).toMatch(/query=example$/);
    expect(brand!.label.ages![0]!.source.url).toMatch(/query=brand$/);
    expect(brand!.label.ages![0]!.message).toBe('This product is labelled for ages 12 and over.');
  });

  it('builds the general pregnancy statement from its snippet and source', () => {
    const { general } = loadFormulary(contentFolder());
    expect(general.pregnancyOrBreastfeeding.message).toMatch(/^If you are pregnant/);
    expect(general.pregnancyOrBreastfeeding.source.title).toBe('21 CFR 201.63');
  });

  it('points at the line of a misspelled field', () => {
    const text = minimalFiles[formulation]!.replace('mechanism:', 'mechanisms:');
    expect(problemsOf({ [formulation]: text })).toEqual([
      `${formulation}:1: mechanism: is required`,
      `${formulation}:12: Unrecognized key: "mechanisms"`,
    ]);
  });

  it('points at the item when a required field is missing, naming the field', () => {
    const text = minimalFiles['ingredients/examplol.yaml']!.replace('kind: otc\n', '');
    const [problem] = problemsOf({ 'ingredients/examplol.yaml': text });
    expect(problem).toBe('ingredients/examplol.yaml:1: kind: is required');
  });

  it('points at a wrong value inside a list', () => {
    const text = minimalFiles[formulation]!.replace('severity: avoid', 'severity: maybe');
    expect(problemsOf({ [formulation]: text })).toEqual([
      expect.stringMatching(/^formulations\/examplol-200-mg\.yaml:20: label\.ages\.0\.severity: /),
    ]);
  });

  it('reports broken YAML with its line instead of throwing', () => {
    const text = minimalFiles['sources/dailymed-brand.yaml']!.replace('review: []', 'review: [');
    expect(problemsOf({ 'sources/dailymed-brand.yaml': text })[0]).toMatch(
      /^sources\/dailymed-brand\.yaml:\d+: not valid YAML/,
    );
  });

  it('names an unknown source or snippet at the line that cites it', () => {
    const text = minimalFiles[formulation]!.replace('snippet: under-twelve', 'snippet: under-ten').replace(
      'source: dailymed-brand',
      'source: dailymed-nope',
    );
    expect(problemsOf({ [formulation]: text })).toEqual([
      `${formulation}:22: unknown snippet 'under-ten'`,
      `${formulation}:33: unknown source 'dailymed-nope'`,
    ]);
  });

  it('refuses `source: label` outside a formulation', () => {
    const text = minimalFiles['ingredients/examplol.yaml']!.replace('source: dailymed-example', 'source: label');
    expect(problemsOf({ 'ingredients/examplol.yaml': text })).toEqual([
      'ingredients/examplol.yaml:6: `label` is a source only inside a formulation',
    ]);
  });

  it('requires a file to be named after its id', () => {
    expect(problemsOf({ 'sources/other-name.yaml': minimalFiles['sources/cfr-201-63.yaml']! })).toEqual([
      'sources/other-name.yaml:1: the file must be named after its id: cfr-201-63.yaml',
    ]);
  });

  it('requires a fact to have exactly one of message and snippet', () => {
    const text = minimalFiles[formulation]!.replace(
      'snippet: under-twelve',
      'message: Too young.\n      snippet: under-twelve',
    );
    expect(problemsOf({ [formulation]: text })[0]).toMatch(/label\.ages\.0: give either message or snippet/);
  });

  it('throws one ContentError listing every problem from loadFormulary', () => {
    const folder = contentFolder({ 'snippets/otc-pregnancy-breastfeeding-statement.yaml': null });
    expect(() => loadFormulary(folder)).toThrow(ContentError);
    expect(() => loadFormulary(folder)).toThrow(
      /otc-pregnancy-breastfeeding-statement\.yaml with a source is required/,
    );
  });
});
