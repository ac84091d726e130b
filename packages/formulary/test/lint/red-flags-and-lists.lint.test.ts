import { describe, expect, it } from 'vitest';
import { problemsOf } from './support.js';

const flag = (advice: string, source = 'dailymed-example') => ({
  'red-flags/chest-pain.yaml': `id: chest-pain
order: 1
message: Chest pain can be a heart attack.
advice: ${advice}
source: ${source}
patterns: ['\\bchest pain\\b']
review: []
`,
  'snippets/call-now.yaml': 'id: call-now\ntext: Call 911 now.\nsource: dailymed-example\nreview: []\n',
});
const list = (symptomId: string) => ({
  'categories/common-symptoms.yaml': `id: common-symptoms\nentries:\n  - symptomId: ${symptomId}\nreview: []\n`,
});

describe('the linters on red flags and the shoppers’ lists', () => {
  it('references: a red flag’s advice names a snippet, a list’s entry a symptom', () => {
    expect(problemsOf('references', { ...flag('call-later'), ...list('head-ache') })).toEqual([
      "categories/common-symptoms.yaml:3: [references] error: symptomId 'head-ache' names no symptom: expected the id of a file in content/symptoms",
      "red-flags/chest-pain.yaml:4: [references] error: advice 'call-later' names no snippet: expected the id of a file in content/snippets",
    ]);
    expect(problemsOf('references', { ...flag('call-now'), ...list('headache') })).toEqual([]);
  });

  it('sources: a red flag cites a source that exists', () => {
    expect(problemsOf('sources', flag('call-now', 'a-blog'))).toEqual([
      "red-flags/chest-pain.yaml:5: [sources] error: source 'a-blog' names no source: expected the id of a file in content/sources",
    ]);
  });

  it('unused-snippets: advice a red flag gives counts as used', () => {
    expect(problemsOf('unused-snippets', flag('call-now'))).toEqual([]);
  });
});

describe('the app-content linter', () => {
  it('finds nothing when the red flags and the three lists are there', () => {
    expect(problemsOf('app-content', {})).toEqual([]);
  });

  it('reports a content folder without red flags or without one of the lists', () => {
    const changes = { 'red-flags/chest-pain.yaml': null, 'categories/quick-searches.yaml': null };
    expect(problemsOf('app-content', changes)).toEqual([
      'categories/quick-searches.yaml:1: [app-content] error: is missing: the app shows this list from it (see CATEGORY_LISTS)',
      'red-flags:1: [app-content] error: no red flag: the app would name no emergency (chest pain, stroke, 988, Poison Control...)',
    ]);
  });

  it('reports two red flags with the same order', () => {
    const second = `id: stroke\norder: 1\nmessage: Signs of a stroke.\nsource: dailymed-example\npatterns: ['\\bstroke\\b']\nreview: []\n`;
    expect(problemsOf('app-content', { 'red-flags/stroke.yaml': second })).toEqual([
      'red-flags/stroke.yaml:2: [app-content] error: order 1 is also the order of red-flags/chest-pain.yaml: give each red flag its own',
    ]);
  });
});
