import { describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { SuggestionsService } from '../../src/search/application/suggestions.service.js';

const catalogue = new SearchCatalogue();

describe('type-ahead suggestions asked for again', () => {
  it('are the same list, and a caller changing its copy does not change the next answer', () => {
    const suggestions = new SuggestionsService(catalogue);
    const first = suggestions.suggest('hea');
    expect(first.length).toBeGreaterThan(0);
    first.splice(0, first.length, 'changed by the caller');
    expect(suggestions.suggest('hea')).toEqual(new SuggestionsService(catalogue).suggest('hea'));
  });

  it('answer each text for itself', () => {
    const suggestions = new SuggestionsService(catalogue);
    const headache = suggestions.suggest('hea');
    const tylenol = suggestions.suggest('tyl');
    expect(tylenol).not.toEqual(headache);
    expect(tylenol.some((label) => /tylenol/i.test(label))).toBe(true);
    expect(suggestions.suggest('hea')).toEqual(headache);
    expect(suggestions.suggest('   ')).toEqual([]);
  });
});
