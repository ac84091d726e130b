import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent, signOff, unreviewedItems } from '../src/index.js';
import { contentFolder } from './support/content-folder.js';

const request = { by: 'A. Rivera, PharmD', label: 'DailyMed setid abc v7', on: '2026-11-24' };
const formulationFile = 'formulations/examplol-200-mg.yaml';

describe('signing content off', () => {
  it('records the sign-off in the file, and every presentation of the formulation counts as reviewed', () => {
    const root = contentFolder();
    const result = signOff(root, loadContent(root).raw, { ...request, ids: ['brand-examplol'] });
    expect(result).toEqual({ signed: [{ id: 'brand-examplol', file: formulationFile }], problems: [] });
    const { formulary, problems } = loadContent(root);
    expect(problems).toEqual([]);
    expect(formulary.medications.map((m) => m.review)).toEqual([
      { reviewedBy: 'A. Rivera, PharmD', reviewedAt: '2026-11-24', label: 'DailyMed setid abc v7' },
      { reviewedBy: 'A. Rivera, PharmD', reviewedAt: '2026-11-24', label: 'DailyMed setid abc v7' },
    ]);
    expect(unreviewedItems(loadContent(root).raw).map((u) => u.file)).not.toContain(formulationFile);
  });

  it('lists the item as changed once someone edits it after the sign-off', () => {
    const root = contentFolder();
    signOff(root, loadContent(root).raw, { ...request, ids: ['examplol-200-mg'] });
    const file = path.join(root, formulationFile);
    writeFileSync(file, readFileSync(file, 'utf8').replace('It works.', 'It works well.'));
    expect(unreviewedItems(loadContent(root).raw)).toContainEqual({
      kind: 'formulations',
      id: 'examplol-200-mg',
      file: formulationFile,
      state: 'changed',
    });
    expect(loadContent(root).formulary.medications[0]!.review.reviewedBy).toBeNull();
  });

  it('keeps comments and the rest of the file as it was', () => {
    const root = contentFolder();
    const file = path.join(root, 'sources/dailymed-brand.yaml');
    writeFileSync(file, `# checked against the 2026 label\n${readFileSync(file, 'utf8')}`);
    const before = readFileSync(file, 'utf8');
    signOff(root, loadContent(root).raw, { ...request, ids: ['dailymed-brand'] });
    const after = readFileSync(file, 'utf8');
    expect(after.startsWith(before.replace('review: []\n', ''))).toBe(true);
    expect(after).toMatch(/review:\n {2}- by: A\. Rivera, PharmD\n {4}on: 2026-11-24\n/);
  });

  it('refuses unknown and ambiguous ids and then writes nothing', () => {
    const root = contentFolder();
    const before = readFileSync(path.join(root, formulationFile), 'utf8');
    const result = signOff(root, loadContent(root).raw, { ...request, ids: ['examplol-200-mg', 'nope', 'examplol'] });
    expect(result.signed).toEqual([]);
    expect(result.problems).toEqual(['nope: no content item has this id']);
    expect(readFileSync(path.join(root, formulationFile), 'utf8')).toBe(before);
  });

  it('asks for kind/id when two kinds share an id, and accepts it', () => {
    const root = contentFolder({
      'symptoms/examplol.yaml': 'id: examplol\nname: Examplol ache\nsynonyms: []\nreview: []\n',
    });
    const raw = loadContent(root).raw;
    expect(signOff(root, raw, { ...request, ids: ['examplol'] }).problems[0]).toMatch(/several items have this id/);
    expect(signOff(root, raw, { ...request, ids: ['symptoms/examplol'] }).signed).toEqual([
      { id: 'symptoms/examplol', file: 'symptoms/examplol.yaml' },
    ]);
  });

  it('lists never-reviewed items', () => {
    const items = unreviewedItems(loadContent(contentFolder()).raw);
    expect(items).toContainEqual({
      kind: 'sources',
      id: 'cfr-201-63',
      file: 'sources/cfr-201-63.yaml',
      state: 'never',
    });
  });
});
