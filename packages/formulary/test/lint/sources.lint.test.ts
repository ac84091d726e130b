import { describe, expect, it } from 'vitest';
import { cleanFiles, edit, FORMULATION, INGREDIENT, problemsOf } from './support.js';

describe('the sources linter', () => {
  it('names a cited source that does not exist', () => {
    expect(problemsOf('sources', edit(FORMULATION, 'source: label', 'source: dailymed-exampel'))).toEqual([
      `${FORMULATION}:23: [sources] error: source 'dailymed-exampel' names no source: expected the id of a file in content/sources`,
    ]);
  });

  it('checks the source of a no-data marker like any other', () => {
    const changes = edit(
      INGREDIENT,
      'noData: true\n    source: dailymed-example',
      'noData: true\n    source: lactmed-x',
    );
    expect(problemsOf('sources', changes)).toEqual([
      expect.stringMatching(/^ingredients\/examplol\.yaml:\d+: \[sources\] error: source 'lactmed-x' names no source/),
    ]);
  });

  it('lets only a formulation’s label facts cite `label`', () => {
    expect(problemsOf('sources', edit(FORMULATION, 'source: label', 'source: label'))).toEqual([]);
    const onIngredient = edit(
      INGREDIENT,
      'noData: true\n    source: dailymed-example',
      'noData: true\n    source: label',
    );
    expect(problemsOf('sources', onIngredient)).toEqual([
      expect.stringContaining("[sources] error: source 'label' means the presentation's own Drug Facts label"),
    ]);
  });

  it('refuses a source page off the accepted domains', () => {
    const blog = cleanFiles['sources/cfr-201-63.yaml']!.replace(
      'https://www.ecfr.gov/current/title-21/section-201.63',
      'https://health-blog.example.com/pregnancy',
    );
    expect(problemsOf('sources', { 'sources/cfr-201-63.yaml': blog })).toEqual([
      expect.stringMatching(
        /^sources\/cfr-201-63\.yaml:3: \[sources\] error: url: 'health-blog\.example\.com' is not an accepted source domain \(dailymed\.nlm\.nih\.gov, /,
      ),
    ]);
  });

  it('accepts each domain of the list, such as an NIH fact sheet', () => {
    const ods = cleanFiles['sources/cfr-201-63.yaml']!.replace(
      'https://www.ecfr.gov/current/title-21/section-201.63',
      'https://ods.od.nih.gov/factsheets/VitaminD-Consumer/',
    );
    expect(problemsOf('sources', { 'sources/cfr-201-63.yaml': ods })).toEqual([]);
  });
});
