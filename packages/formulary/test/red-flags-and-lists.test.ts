import { describe, expect, it } from 'vitest';
import { formatProblem, formulary, loadContent, loadFormulary } from '../src/index.js';
import { sourceUrlProblem } from '../src/lint/source-domains.js';
import { contentFolder } from './support/content-folder.js';

const source = `id: medlineplus-emergencies
title: 'MedlinePlus: Recognizing medical emergencies'
url: https://medlineplus.gov/ency/article/001927.htm
review: []
`;
const advice = `id: call-now
text: Call 911 now.
source: medlineplus-emergencies
review: []
`;
const flag = (id: string, order: number, extra = '') => `id: ${id}
order: ${order}
message: Signs of ${id}.
advice: call-now
source: medlineplus-emergencies
patterns:
  - '\\b${id}\\b'${extra}
review: []
`;
const withFlags = (changes: Record<string, string | null> = {}) =>
  contentFolder({
    'sources/medlineplus-emergencies.yaml': source,
    'snippets/call-now.yaml': advice,
    'red-flags/zeta.yaml': flag('zeta', 1),
    'red-flags/alpha.yaml': flag('alpha', 2),
    ...changes,
  });
const problemsOf = (changes: Record<string, string | null>) =>
  loadContent(withFlags(changes)).problems.map(formatProblem);

describe('red flags as content', () => {
  it('orders flags by their `order`, not their file name, and appends the shared advice to the message', () => {
    const { redFlags } = loadFormulary(withFlags());
    expect(redFlags.map((f) => [f.code, f.message, f.patterns])).toEqual([
      ['zeta', 'Signs of zeta. Call 911 now.', ['\\bzeta\\b']],
      ['alpha', 'Signs of alpha. Call 911 now.', ['\\balpha\\b']],
    ]);
    expect(redFlags[0]!.source.title).toBe('MedlinePlus: Recognizing medical emergencies');
  });

  it('holds the medicine list back only for a flag that says so (holdList)', () => {
    const held = flag('alpha', 2).replace('review: []', 'holdList: true\nreview: []');
    const { redFlags } = loadFormulary(withFlags({ 'red-flags/alpha.yaml': held }));
    expect(redFlags.map((f) => [f.code, f.holdList])).toEqual([
      ['zeta', false],
      ['alpha', true],
    ]);
  });

  it('the shipped flags all hold the list back: an emergency (911, 988, Poison Control) is not for self-treatment', () => {
    expect(formulary.redFlags.length).toBeGreaterThan(0);
    expect(formulary.redFlags.filter((f) => !f.holdList).map((f) => f.code)).toEqual([]);
  });

  it('points at a pattern that is not a regular expression', () => {
    expect(problemsOf({ 'red-flags/alpha.yaml': flag('alpha', 2, "\n  - '(unclosed'") })).toEqual([
      'red-flags/alpha.yaml:8: patterns.1: not a valid regular expression',
    ]);
  });

  it('reports advice that names no snippet', () => {
    const text = flag('alpha', 2).replace('advice: call-now', 'advice: call-later');
    expect(problemsOf({ 'red-flags/alpha.yaml': text })).toEqual([
      "red-flags/alpha.yaml:4: unknown snippet 'call-later'",
    ]);
  });

  it('the shipped flags each cite a source on an accepted domain (MedlinePlus, 988 Lifeline, Poison Control)', () => {
    expect(formulary.redFlags.length).toBeGreaterThanOrEqual(11);
    expect(formulary.redFlags.map((f) => sourceUrlProblem(f.source.url)).filter(Boolean)).toEqual([]);
    expect(sourceUrlProblem('https://example.com/chest')).toMatch(/not an accepted source domain/);
  });
});

const symptom = `id: headache
name: Headache
synonyms: []
review: []
`;
const list = (id: string, entries: string) => `id: ${id}
entries:
${entries}
review: []
`;

describe('the lists shoppers pick from', () => {
  it('shows a symptom by its name unless the entry gives a label, and a category by its label', () => {
    const f = loadFormulary(
      contentFolder({
        'symptoms/headache.yaml': symptom,
        'categories/common-symptoms.yaml': list('common-symptoms', '  - symptomId: headache'),
        'categories/quick-searches.yaml': list('quick-searches', '  - symptomId: headache\n    label: headache'),
        'categories/search-filter.yaml': list('search-filter', '  - productCategory: sleep\n    label: Sleep aids'),
      }),
    );
    expect([f.commonSymptoms, f.quickSearches, f.searchCategories]).toEqual([
      ['Headache'],
      ['headache'],
      [{ value: 'sleep', label: 'Sleep aids' }],
    ]);
  });

  it('reports an unknown symptom, a symptom in the category filter and a list the apps do not know', () => {
    const problems = loadContent(
      contentFolder({
        'categories/common-symptoms.yaml': list('common-symptoms', '  - symptomId: no-such-thing'),
        'categories/search-filter.yaml': list('search-filter', '  - symptomId: headache'),
        'categories/popular.yaml': list('popular', '  - symptomId: headache'),
      }),
    ).problems.map(formatProblem);
    expect(problems).toEqual([
      'categories/popular.yaml:1: id: Invalid option: expected one of "search-filter"|"common-symptoms"|"quick-searches"',
      "categories/common-symptoms.yaml:3: unknown symptom 'no-such-thing'",
      'categories/search-filter.yaml:3: search-filter lists product categories: give productCategory',
    ]);
  });

  it('refuses a product category without a label', () => {
    const problems = loadContent(
      contentFolder({ 'categories/search-filter.yaml': list('search-filter', '  - productCategory: sleep') }),
    ).problems.map(formatProblem);
    expect(problems).toEqual(['categories/search-filter.yaml:3: entries.0.label: is required']);
  });
});
