import { describe, expect, it } from 'vitest';
import { formatLintProblem, lintContent, LINTERS, loadContent } from '../../src/index.js';
import { edit, FORMULATION, INGREDIENT, lintFolder } from './support.js';

describe('lintContent', () => {
  it('finds nothing in clean content and says it is ok', () => {
    expect(lintContent(lintFolder())).toEqual({ problems: [], ok: true, counts: { error: 0, warning: 0 }, fixed: [] });
  });

  it('fails on an error and counts it', () => {
    const result = lintContent(lintFolder(edit(INGREDIENT, 'classIds: []', 'classIds: [no-such-class]')));
    expect(result.ok).toBe(false);
    expect(result.counts).toEqual({ error: 1, warning: 0 });
    expect(result.problems[0]).toMatchObject({ file: INGREDIENT, line: 4, linter: 'references', severity: 'error' });
  });

  it('reports warnings without failing', () => {
    const result = lintContent(
      lintFolder({
        'sources/nobody-cites-me.yaml': 'id: nobody-cites-me\ntitle: T\nurl: https://www.fda.gov/x\nreview: []\n',
      }),
    );
    expect(result.ok).toBe(true);
    expect(result.counts).toEqual({ error: 0, warning: 1 });
  });

  it('reports an unknown source once, by the linter that owns sources, not again as a load problem', () => {
    const folder = lintFolder(edit(FORMULATION, 'source: dailymed-brand', 'source: dailymed-nope'));
    expect(loadContent(folder).problems.map((p) => p.line)).toEqual([33]);
    const errors = lintContent(folder).problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => [p.linter, p.line])).toEqual([['sources', 33]]);
  });

  it('sorts problems by file and line', () => {
    const result = lintContent(
      lintFolder({
        ...edit(FORMULATION, 'uses: [headache]', 'uses: [nope]'),
        ...edit(INGREDIENT, 'classIds: []', 'classIds: [nope]'),
      }),
    );
    expect(result.problems.map((p) => `${p.file}:${p.line}`)).toEqual([`${FORMULATION}:7`, `${INGREDIENT}:4`]);
  });
});

describe('formatLintProblem', () => {
  it('writes file:line, the linter and whether it is an error or a warning', () => {
    expect(
      formatLintProblem({ file: 'a/b.yaml', line: 3, linter: 'names', severity: 'warning', message: 'twice' }),
    ).toBe('a/b.yaml:3: [names] warning: twice');
  });
});

describe('LINTERS', () => {
  it('lists every linter once with its severity and a one-line description', () => {
    expect(LINTERS.map((l) => [l.name, l.severity])).toEqual([
      ['load', 'error'],
      ['references', 'error'],
      ['lexicon', 'error'],
      ['sources', 'error'],
      ['levels', 'error'],
      ['pregnancy-data', 'error'],
      ['label-lists', 'error'],
      ['names', 'error'],
      ['label-sections', 'error'],
      ['directions', 'error'],
      ['review-records', 'error'],
      ['app-content', 'error'],
      ['reading-level', 'error'],
      ['unused-sources', 'warning'],
      ['unused-snippets', 'warning'],
      ['repeated-wording', 'warning'],
    ]);
    for (const { description } of LINTERS) expect(description).toMatch(/^[a-z][^\n]{20,}$/);
  });
});
