import { describe, expect, it } from 'vitest';
import { edit, FORMULATION, INGREDIENT, problemsOf } from './support.js';

describe('the load linter', () => {
  it('reports broken YAML at its line', () => {
    expect(problemsOf('load', edit(INGREDIENT, 'classIds: []', 'classIds: ['))).toEqual([
      expect.stringMatching(/^ingredients\/examplol\.yaml:\d+: \[load\] error: not valid YAML/),
    ]);
  });

  it('reports a schema problem as loading does', () => {
    expect(problemsOf('load', edit(FORMULATION, 'mechanism:', 'mechanisms:'))).toEqual([
      `${FORMULATION}:1: [load] error: mechanism: is required`,
      `${FORMULATION}:12: [load] error: Unrecognized key: "mechanisms"`,
    ]);
  });

  it('reports a malformed exceptions file instead of ignoring it', () => {
    expect(problemsOf('load', { 'lint-exceptions.yaml': 'pregnancy-data:\n  - ids: [examplol]\n' })).toEqual([
      'lint-exceptions.yaml:2: [load] error: pregnancy-data.0.reason: Invalid input: expected string, received undefined',
    ]);
  });

  it('is the only linter to speak of a broken file: references to it are not called dangling', () => {
    const broken = edit(INGREDIENT, 'classIds: []', 'classIds: [');
    expect(problemsOf('references', broken)).toEqual([]);
    expect(problemsOf('pregnancy-data', broken)).toEqual([]);
  });

  it('reports a source file that fails its schema once, not again at every fact that cites it', () => {
    const broken = edit('sources/dailymed-example.yaml', 'title:', 'titel:');
    expect(problemsOf('load', broken)).toEqual([
      'sources/dailymed-example.yaml:1: [load] error: title: is required',
      'sources/dailymed-example.yaml:2: [load] error: Unrecognized key: "titel"',
    ]);
    expect(problemsOf('sources', broken)).toEqual([]);
  });
});
