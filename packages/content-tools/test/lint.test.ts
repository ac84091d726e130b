import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, contentCopy } from './support.js';

describe('content lint', () => {
  it('passes on the shipped content and ends with the counts', async () => {
    const result = await cli(['lint']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^0 errors, \d+ warnings?$/m);
  });

  it('reports a reference to an unknown condition as file:line: [linter] error, exit 1', async () => {
    const dir = contentCopy();
    const file = path.join(dir, 'classes/nsaid.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('conditionId: asthma', 'conditionId: asthmaa'));
    const result = await cli(['lint'], dir);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/^classes\/nsaid\.yaml:\d+: \[references\] error: .*asthmaa/m);
    expect(result.stdout).toMatch(/^1 error, \d+ warnings?$/m);
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
