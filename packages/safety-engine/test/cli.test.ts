import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from '../src/cli/run.js';
import { UsageError } from '../src/cli/profile-file.js';

const dir = mkdtempSync(path.join(tmpdir(), 'safety-cli-'));
const profileFile = (name: string, content: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};
const heavy = profileFile(
  'heavy.json',
  JSON.stringify({
    age: 45,
    allergies: '{aspirin}',
    conditions: ['HTN'],
    currentMedications: [{ name: 'Coumadin 5 mg' }],
    email: 'x@y.z',
  }),
);

describe('safety check', () => {
  it('answers JSON in the documented shape, one result per name, in order', () => {
    const out = JSON.parse(
      run(['check', '--profile', heavy, 'Claritin-D', 'ibuprofen', 'fish oil', 'Unobtainium']).stdout,
    );
    expect(out.results.map((r: { query: string }) => r.query)).toEqual([
      'Claritin-D',
      'ibuprofen',
      'fish oil',
      'Unobtainium',
    ]);
    const [claritinD, ibuprofen, fishOil, unknown] = out.results;
    expect(claritinD).toMatchObject({ product: { name: 'Claritin-D', kind: 'medication' }, verdict: 'avoid' });
    expect(claritinD.reasons[0]).toEqual({
      code: 'condition',
      message: expect.any(String),
      source: { title: expect.any(String), url: expect.stringMatching(/^https:/) },
    });
    expect(ibuprofen.product.kind).toBe('medication');
    expect(ibuprofen.product.name).toMatch(/^Ibuprofen/);
    expect(ibuprofen.verdict).toBe('avoid');
    expect(fishOil.product.kind).toBe('supplement');
    expect(unknown).toEqual({ query: 'Unobtainium', product: null, verdict: 'unknown', reasons: [] });
  });

  it('matches names case-insensitively', () => {
    const out = JSON.parse(run(['check', '--profile', heavy, 'cLaRiTiN']).stdout);
    expect(out.results[0].product.name).toBe('Claritin');
  });

  it.each([
    ['not JSON', '{age: 3', 'is not valid JSON'],
    ['a list', '[]', 'must hold a JSON object'],
    ['a bad age', '{"age": "old"}', 'age must be a whole number from 1 to 120'],
    ['a misspelt field', '{"allergy": ["aspirin"]}', "unknown field 'allergy'"],
    ['a bad list', '{"allergies": 5}', 'allergies must be a list of text'],
  ])('refuses a profile file that is %s with one line', (_case, content, message) => {
    const file = profileFile(`bad-${_case.replace(/\W/g, '')}.json`, content);
    expect(() => run(['check', '--profile', file, 'ibuprofen'])).toThrow(UsageError);
    expect(() => run(['check', '--profile', file, 'ibuprofen'])).toThrow(message);
  });

  it('accepts a profile with every field missing', () => {
    const out = JSON.parse(run(['check', '--profile', profileFile('empty.json', '{}'), 'Advil']).stdout);
    expect(out.results[0].verdict).toBe('safe');
  });
});

describe('the other commands', () => {
  it('lint passes on the shipped formulary', () => {
    const result = run(['lint']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^formulary is valid: \d+ medications, \d+ supplements/);
  });

  it('report prints a row per product with its verdict and a total', () => {
    const { stdout } = run(['report', '--profile', heavy]);
    expect(stdout).toMatch(/^Claritin-D\s+medication\s+avoid\s+\[condition\]/m);
    expect(stdout).toMatch(/^\d+ products: \d+ safe, \d+ avoid$/m);
  });

  it('unreviewed lists the items awaiting a pharmacist', () => {
    expect(run(['unreviewed']).stdout).toMatch(/\d+ items await a pharmacist's review/);
  });

  it('refuses an unknown command', () => {
    expect(() => run(['frobnicate'])).toThrow("unknown command 'frobnicate'");
  });
});

describe('the installed command', () => {
  const main = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

  it('exits 2 with a single line, never a stack trace, for a malformed profile', () => {
    if (!existsSync(main)) throw new Error('Build first: pnpm build (pnpm test does it).');
    const result = spawnSync(
      process.execPath,
      [main, 'check', '--profile', profileFile('broken.json', '{'), 'ibuprofen'],
      { encoding: 'utf8' },
    );
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^safety: profile file .* is not valid JSON$/),
    ]);
  });
});
