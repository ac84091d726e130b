import { describe, expect, it } from 'vitest';
import { edit, FORMULATION, problemsOf } from './support.js';

const source = (id: string) =>
  `id: ${id}\ntitle: A label\nurl: https://dailymed.nlm.nih.gov/dailymed/${id}\nreview: []\n`;

describe('the unused-sources linter', () => {
  it('warns of a source nothing cites', () => {
    expect(problemsOf('unused-sources', { 'sources/dailymed-spare.yaml': source('dailymed-spare') })).toEqual([
      "sources/dailymed-spare.yaml:1: [unused-sources] warning: source 'dailymed-spare' is cited by nothing",
    ]);
  });

  it('counts a citation by a fact as use', () => {
    const changes = {
      'sources/dailymed-spare.yaml': source('dailymed-spare'),
      ...edit(FORMULATION, 'source: label', 'source: dailymed-spare'),
    };
    expect(problemsOf('unused-sources', changes)).toEqual([]);
  });
});
