import { describe, expect, it } from 'vitest';
import { edit, FORMULATION, INGREDIENT, problemsOf } from './support.js';

const AVOID_AGE = '      severity: avoid\n      level: ask-first\n';

describe('the levels linter', () => {
  it('refuses an avoid fact without a level, at its severity line', () => {
    expect(problemsOf('levels', edit(FORMULATION, AVOID_AGE, '      severity: avoid\n'))).toEqual([
      expect.stringMatching(
        new RegExp(`^${FORMULATION}:20: \\[levels\\] error: this avoid fact has no level: write \`level: do-not-use\``),
      ),
    ]);
  });

  it('accepts either level on an avoid fact', () => {
    expect(problemsOf('levels', {})).toEqual([]);
    const doNotUse = edit(FORMULATION, AVOID_AGE, '      severity: avoid\n      level: do-not-use\n');
    expect(problemsOf('levels', doNotUse)).toEqual([]);
  });

  it('refuses a level on a caution, which never blocks', () => {
    const caution = edit(FORMULATION, AVOID_AGE, '      severity: caution\n      level: ask-first\n');
    expect(problemsOf('levels', caution)).toEqual([
      `${FORMULATION}:21: [levels] error: a caution never blocks, so it has no level: remove it, or make the fact \`severity: avoid\``,
    ]);
  });

  it('checks the facts of ingredients (pregnancy, breastfeeding) as well as of formulations', () => {
    const pregnancy = edit(
      INGREDIENT,
      '  pregnancy:\n    noData: true\n    source: dailymed-example\n',
      '  pregnancy:\n    severity: avoid\n    message: Not in pregnancy.\n    source: dailymed-example\n',
    );
    expect(problemsOf('levels', pregnancy)).toEqual([
      expect.stringMatching(/^ingredients\/examplol\.yaml:\d+: \[levels\] error: this avoid fact has no level/),
    ]);
  });

  it('leaves allergy alerts and no-data markers alone: they have no severity', () => {
    const withAlert = edit(
      INGREDIENT,
      'facts:\n',
      'facts:\n  allergyAlerts:\n    - targetId: examplol\n      message: Allergic.\n      source: dailymed-example\n',
    );
    expect(problemsOf('levels', withAlert)).toEqual([]);
  });
});
