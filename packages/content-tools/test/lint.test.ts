import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, contentCopy } from './support.js';

describe('content lint', () => {
  it('passes on the shipped content and ends with the counts', async () => {
    const result = await cli(['lint']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^0 errors, \d+ warnings?$/m);
    expect(result.stdout).toMatch(/^catalogue: \d+ formulations, \d+ presentations, \d+ supplements, /m);
    expect(result.stdout).toMatch(/^reading grade of \d+ reason texts: median \d+\.\d; \d+ at grade 8 or below /m);
  });

  it('--reading lists each reason text above grade 8 with its grade, easiest first', async () => {
    const { stdout } = await cli(['lint', '--reading']);
    const grades = [...stdout.matchAll(/^ {2}grade (\d+\.\d): /gm)].map((m) => Number(m[1]));
    const above = Number(
      stdout
        .match(/, (\d+) at 9-10, (\d+) above 10$/m)!
        .slice(1)
        .reduce((a, b) => a + Number(b), 0),
    );
    expect(grades.length).toBe(above);
    // Shown to one decimal: a grade just over 8 prints as 8.0.
    expect(grades.every((g) => g >= 8)).toBe(true);
    expect(grades).toEqual([...grades].sort((a, b) => a - b));
  });

  it('reports a reference to an unknown condition as file:line: [linter] error, exit 1', async () => {
    const dir = contentCopy();
    const file = path.join(dir, 'classes/nsaid.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('conditionId: asthma', 'conditionId: asthmaa'));
    const result = await cli(['lint'], dir);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/^classes\/nsaid\.yaml:\d+: \[references\] error: .*asthmaa/m);
    // The label lines that named the asthma fact lose it too: the label-lists linter says which.
    expect(result.stdout).toMatch(/^ingredients\/[a-z-]+\.yaml:\d+: \[label-lists\] error: .*asthma/m);
    expect(result.stdout).toMatch(/^\d+ errors, \d+ warnings?$/m);
  });

  it('--fix restores the layout of a scrambled file without changing what it says', async () => {
    const dir = contentCopy();
    const file = path.join(dir, 'snippets', 'otc-pregnancy-breastfeeding-statement.yaml');
    const original = readFileSync(file, 'utf8');
    // Keys out of order and the editor header dropped.
    const body = original.split('\n').filter((l) => !l.startsWith('#') && l.trim() !== '');
    writeFileSync(file, `${[...body].reverse().join('\n')}\n`);
    const result = await cli(['lint', '--fix'], dir);
    expect(result.stdout).toContain('fixed snippets/otc-pregnancy-breastfeeding-statement.yaml');
    expect(readFileSync(file, 'utf8')).toBe(original);
    expect((await cli(['lint', '--fix'], dir)).stdout).toMatch(/--fix rewrote 0 files$/m);
  });

  it('lists every linter in its --help', async () => {
    const { stdout } = await cli(['lint', '--help']);
    for (const name of ['references', 'sources', 'pregnancy-data', 'names', 'label-sections', 'review-records'])
      expect(stdout).toMatch(new RegExp(`^  ${name} +error`, 'm'));
  });
});
