import { describe, expect, it } from 'vitest';
import { CorpusError, parseCase } from '../../src/search-eval/domain/eval-case.js';
import { exitCodeFor, gateFailures, tallyFigures } from '../../src/search-eval/domain/figures.js';
import { judgeCase, type AnswerSummary, type ResolvedCase } from '../../src/search-eval/domain/judge-case.js';

const base: ResolvedCase = {
  ...parseCase('red-flags', { id: 'red-flags-x', query: 'q', redFlag: false }, 0),
  includeIds: [],
  excludeIds: [],
};
const answer = (overrides: Partial<AnswerSummary> = {}): AnswerSummary => ({
  safe: [],
  redFlags: [],
  holdList: null,
  listed: overrides.safe?.length ?? 0,
  ...overrides,
});
const banner = { code: 'poisoning', message: 'Call Poison Control at 1-800-222-1222.' };

describe('judging one case', () => {
  it('looks only at the first 10 safe results for include', () => {
    const c = { ...base, includeIds: [{ name: 'acetaminophen', ids: ['acetaminophen'] }] };
    const filler = Array.from({ length: 10 }, (_, i) => ({ name: `P${i}`, ingredientIds: ['other'] }));
    const eleventh = answer({ safe: [...filler, { name: 'Tylenol', ingredientIds: ['acetaminophen'] }] });
    expect(judgeCase(c, 'basic', eleventh).passed).toBe(false);
    expect(
      judgeCase(c, 'basic', answer({ safe: [{ name: 'Tylenol', ingredientIds: ['acetaminophen'] }] })).passed,
    ).toBe(true);
  });

  it('tells a red-flag miss from a false alarm', () => {
    expect(judgeCase({ ...base, redFlag: true }, 'basic', answer())).toMatchObject({
      redFlagMiss: true,
      falseAlarm: false,
      passed: false,
    });
    expect(judgeCase(base, 'basic', answer({ redFlags: [banner] }))).toMatchObject({
      redFlagMiss: false,
      falseAlarm: true,
      passed: false,
    });
  });

  it('checks Poison Control in the banner when the case asks for it', () => {
    const c = { ...base, redFlag: true, poisonControl: true };
    expect(judgeCase(c, 'basic', answer({ redFlags: [banner] })).passed).toBe(true);
    const only911 = answer({ redFlags: [{ code: 'chest-pain', message: 'Call 911.' }] });
    expect(judgeCase(c, 'basic', only911).failures).toEqual(['the banner does not give Poison Control']);
  });

  it('reports hideList as not measurable while the answer has no such field, neither passing nor failing it', () => {
    const c = { ...base, redFlag: true, hideList: true };
    const unmeasured = judgeCase(c, 'basic', answer({ redFlags: [banner], holdList: null, listed: 3 }));
    expect(unmeasured.unmeasured).toHaveLength(1);
    expect(unmeasured.failures).toEqual([]);
  });

  it('passes hideList when the answer holds the list back or lists no product at all, fails it otherwise', () => {
    const c = { ...base, redFlag: true, hideList: true };
    const judged = (overrides: Partial<AnswerSummary>) =>
      judgeCase(c, 'basic', answer({ redFlags: [banner], ...overrides }));
    expect(judged({ holdList: false, listed: 3 }).failures).toEqual(['the list is not held back']);
    expect(judged({ holdList: true, listed: 3 }).passed).toBe(true);
    expect(judged({ holdList: false, listed: 0 }).passed).toBe(true);
    const shown = { ...base, redFlag: true, hideList: false };
    expect(judgeCase(shown, 'basic', answer({ redFlags: [banner], holdList: true, listed: 3 })).failures).toEqual([
      'the list is held back',
    ]);
  });

  it('fails an empty case when any medicine is recommended', () => {
    const c = { ...base, empty: true };
    expect(judgeCase(c, 'basic', answer({ safe: [{ name: 'Advil', ingredientIds: ['ibuprofen'] }] })).passed).toBe(
      false,
    );
    expect(judgeCase(c, 'basic', answer()).passed).toBe(true);
  });
});

describe('the gate (exit code)', () => {
  const outcomes = (passed: number, failed: number) => [
    ...Array.from({ length: passed }, (_, i) => judgeCase({ ...base, id: `ok-${i}` }, 'basic', answer())),
    ...Array.from({ length: failed }, (_, i) =>
      judgeCase(
        { ...base, id: `bad-${i}`, empty: true },
        'basic',
        answer({ safe: [{ name: 'A', ingredientIds: [] }] }),
      ),
    ),
  ];

  it('exits 0 at 95% with no red-flag miss or false alarm, 1 just below', () => {
    expect(exitCodeFor(tallyFigures(outcomes(19, 1)))).toBe(0);
    expect(exitCodeFor(tallyFigures(outcomes(18, 1)))).toBe(1);
  });

  it('exits 1 on a single false alarm or red-flag miss, even at 99% overall', () => {
    const alarm = judgeCase(base, 'basic', answer({ redFlags: [banner] }));
    const miss = judgeCase({ ...base, redFlag: true }, 'basic', answer());
    expect(gateFailures(tallyFigures([...outcomes(99, 0), alarm]))).toEqual(['1 false alarm(s)']);
    expect(exitCodeFor(tallyFigures([...outcomes(99, 0), miss]))).toBe(1);
  });

  it('holds every mode to the gate: a mode below 95% fails the run', () => {
    const smartBad = outcomes(10, 10).map((o) => ({ ...o, mode: 'smart' }));
    expect(gateFailures(tallyFigures([...outcomes(20, 0), ...smartBad]))).toEqual(['smart: 50.0% overall, below 95%']);
  });

  it('exits 1 when no case ran', () => {
    expect(exitCodeFor(tallyFigures([]))).toBe(1);
  });
});

describe('reading a case', () => {
  it('refuses a case without redFlag, and poisonControl without a red flag, naming the case', () => {
    expect(() => parseCase('names', { id: 'names-a', query: 'x' }, 0)).toThrow(/names-a.*redFlag/);
    expect(() => parseCase('names', { id: 'names-b', query: 'x', redFlag: false, poisonControl: true }, 0)).toThrow(
      CorpusError,
    );
  });
});
