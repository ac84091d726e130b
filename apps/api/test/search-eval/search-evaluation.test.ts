import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { SearchEvaluation } from '../../src/search-eval/application/search-evaluation.js';
import { CorpusError } from '../../src/search-eval/domain/eval-case.js';
import { exitCodeFor, tallyFigures } from '../../src/search-eval/domain/figures.js';
import { loadCorpus } from '../../src/search-eval/infrastructure/corpus-files.loader.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const evaluation = new SearchEvaluation(new SearchCatalogue());
const emptyFolder = mkdtempSync(path.join(os.tmpdir(), 'search-eval-empty-'));
afterAll(() => rmSync(emptyFolder, { recursive: true, force: true }));

describe('search evaluation runner, through the real search', () => {
  it('passes a case whose expectations the search meets, and fails an exclude the search violates, in both modes', async () => {
    const outcomes = await evaluation.run(evaluation.resolve(loadCorpus(path.join(fixtures, 'mixed'))));
    const outcome = (id: string, mode: string) => outcomes.find((o) => o.id === id && o.mode === mode)!;
    for (const mode of ['basic', 'smart']) {
      expect(outcome('lay-symptoms-headache-passes', mode)).toMatchObject({ passed: true, failures: [] });
      expect(outcome('lay-symptoms-jet-lag-supplement', mode)).toMatchObject({ passed: true, failures: [] });
      const violated = outcome('lay-symptoms-headache-exclude-violated', mode);
      expect(violated.passed).toBe(false);
      expect(violated.failures.join()).toMatch(/^ibuprofen is in .+, a safe result in the first 10/);
    }
  });

  it('judges with the case profile as the API reads one, keeping an entry it cannot place as unrecognised', async () => {
    const cases = evaluation.resolve(loadCorpus(path.join(fixtures, 'mixed'))).filter((c) => c.kind === 'context');
    const [outcome] = await evaluation.run(cases, ['basic']);
    expect(outcome).toMatchObject({ id: 'context-pregnant-headache', passed: true, unrecognised: ['flibbertygibbet'] });
  });

  it('counts an emergency on a case marked everyday as one false alarm per mode, and fails the gate for it', async () => {
    const cases = evaluation.resolve(loadCorpus(path.join(fixtures, 'mixed')));
    const figures = tallyFigures(await evaluation.run(cases, ['basic']));
    expect(figures.falseAlarms.map((o) => o.id)).toEqual(['red-flags-chest-pain-marked-as-everyday']);
    expect(figures.redFlagMisses).toEqual([]);
    expect(exitCodeFor(figures)).toBe(1);
  });

  it('stops on an unknown ingredient name with the case id, before any search', () => {
    const cases = loadCorpus(path.join(fixtures, 'unknown-ingredient'));
    expect(() => evaluation.resolve(cases)).toThrow(CorpusError);
    expect(() => evaluation.resolve(cases)).toThrow(/names-made-up-ingredient.*"unobtainium"/);
  });

  it('with --unknown-as-absent reads an unknown name as in no product, with a warning, so its include fails', async () => {
    const warnings: string[] = [];
    const cases = evaluation.resolve(loadCorpus(path.join(fixtures, 'unknown-ingredient')), {
      unknownAsAbsent: true,
      warnings,
    });
    expect(warnings).toEqual([expect.stringMatching(/names-made-up-ingredient.*"unobtainium"/)]);
    const [outcome] = await evaluation.run(cases, ['basic']);
    expect(outcome!.failures).toEqual(['no unobtainium among the first 10 safe results']);
  });

  it('errors clearly when the corpus folder has no case file, or its files hold no case', () => {
    expect(() => loadCorpus(emptyFolder)).toThrow(/No search evaluation corpus: no <kind>.yaml file/);
    expect(() => loadCorpus(path.join(emptyFolder, 'missing'))).toThrow(CorpusError);
    expect(() => loadCorpus(path.join(fixtures, 'empty-list'))).toThrow(/every file's list is empty/);
  });

  it('maps content names with a qualifier and their synonyms: "sennosides", "senna", "paracetamol"', () => {
    const [resolved] = evaluation.resolve([
      {
        id: 'names-qualified',
        kind: 'names',
        query: 'x',
        profile: null,
        include: ['sennosides', 'senna', 'paracetamol'],
        exclude: [],
        redFlag: false,
        poisonControl: null,
        hideList: null,
        empty: false,
      },
    ]);
    expect(resolved!.includeIds.map((i) => i.ids)).toEqual([['sennosides'], ['sennosides'], ['acetaminophen']]);
  });

  it('times local reading and ranking per query over several rounds', async () => {
    const speed = await evaluation.measureSpeed(['headache', 'stuffy nose and cough'], 3);
    expect(speed).toMatchObject({ rounds: 3, queries: 2 });
    expect(speed.medianMs).toBeGreaterThan(0);
    expect(speed.p95Ms).toBeGreaterThanOrEqual(speed.medianMs);
  });
});
