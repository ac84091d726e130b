import { validateHealthProfile } from '@otc/safety-engine';
import { describe, expect, it } from 'vitest';
import { cli, profileFile } from './support.js';

const heavy = profileFile({
  age: 45,
  allergies: '{aspirin}',
  conditions: ['HTN'],
  currentMedications: [{ name: 'Coumadin 5 mg' }],
  email: 'x@y.z',
});

describe('content check', () => {
  it('answers JSON in the documented shape, one result per name, in order', async () => {
    const result = await cli(['check', '--profile', heavy, 'Claritin-D', 'ibuprofen', 'fish oil', 'Unobtainium']);
    expect(result.exitCode).toBe(0);
    const out = JSON.parse(result.stdout);
    expect(out.results.map((r: { query: string }) => r.query)).toEqual([
      'Claritin-D',
      'ibuprofen',
      'fish oil',
      'Unobtainium',
    ]);
    const [claritinD, ibuprofen, fishOil, unknown] = out.results;
    expect(claritinD).toMatchObject({
      product: { name: 'Claritin-D', kind: 'medication' },
      verdict: 'avoid',
      level: 'ask-first',
    });
    expect(claritinD.reasons[0]).toMatchObject({
      code: 'condition',
      level: 'ask-first',
      message: expect.any(String),
      source: { title: expect.any(String), url: expect.stringMatching(/^https:/) },
    });
    expect(ibuprofen.product.name).toMatch(/^Ibuprofen/);
    expect(ibuprofen.verdict).toBe('avoid');
    // The aspirin allergy reaches ibuprofen: an allergy is "do not use", stricter than its "ask first" reasons.
    expect(ibuprofen.level).toBe('do-not-use');
    expect(fishOil.product.kind).toBe('supplement');
    expect(unknown).toEqual({
      query: 'Unobtainium',
      product: null,
      verdict: 'unknown',
      level: null,
      reasons: [],
      cautions: [],
    });
  });

  it('lists the profile entries it could not place, as written, and empty lists when all are placed', async () => {
    const odd = profileFile({
      allergies: ['aspirin', 'moonbeams'],
      medicalConditions: ['none', 'glass bones'],
      currentMedications: [{ name: 'Coumadin 5 mg' }, { name: 'xyzzy' }],
    });
    expect(JSON.parse((await cli(['check', '--profile', odd, 'Advil'])).stdout).unrecognised).toEqual({
      allergies: ['moonbeams'],
      medicalConditions: ['glass bones'],
      currentMedications: ['xyzzy'],
    });
    expect(JSON.parse((await cli(['check', '--profile', heavy, 'Advil'])).stdout).unrecognised).toEqual({
      allergies: [],
      medicalConditions: [],
      currentMedications: [],
    });
  });

  it('matches names case-insensitively', async () => {
    const out = JSON.parse((await cli(['check', '--profile', heavy, 'cLaRiTiN'])).stdout);
    expect(out.results[0].product.name).toBe('Claritin');
  });

  it.each([
    ['not JSON', '{age: 3', 'is not valid JSON'],
    ['a list', '[]', 'must hold a JSON object'],
    ['a bad age', '{"age": "old"}', 'age must be a whole number from 1 to 120'],
    ['a misspelt field', '{"allergy": ["aspirin"]}', "unknown field 'allergy'"],
    ['a bad list', '{"allergies": 5}', 'allergies must be a list of text'],
  ])('refuses a profile file that is %s with one line and exit 2', async (_case, content, message) => {
    const result = await cli(['check', '--profile', profileFile(content), 'ibuprofen']);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining(message)]);
  });

  // The same bad profiles the API refuses (test/accounts/profile.http.test.ts) and the web form stops.
  it.each([
    [{ age: 121 }],
    [{ age: '0120' }],
    [{ age: '0x1F' }],
    [{ gender: 'prefer not to say' }],
    [{ gender: 'male', isPregnant: true }],
    [{ allergies: Array.from({ length: 51 }, (_, i) => `allergen ${i}`) }],
    [{ conditions: ['x'.repeat(201)] }],
    [{ allergies: '{aspirin' }],
  ])('refuses %j in the words of the engine’s health-profile schema', async (profile) => {
    const checked = validateHealthProfile(profile);
    if (checked.ok) throw new Error('the schema should refuse this profile');
    const result = await cli(['check', '--profile', profileFile(profile), 'ibuprofen']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(`: ${checked.errors[0]!.message}`);
  });

  it('names every problem of a profile file on one line', async () => {
    const file = profileFile({ age: 0, gender: 'robot', allergy: ['aspirin'] });
    const result = await cli(['check', '--profile', file, 'ibuprofen']);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /: unknown field 'allergy'; gender must be male, female, other or prefer-not-to-say; age must be a whole number from 1 to 120$/,
      ),
    ]);
  });

  it('accepts a profile with every field missing', async () => {
    const out = JSON.parse((await cli(['check', '--profile', profileFile({}), 'Advil'])).stdout);
    expect(out.results[0].verdict).toBe('safe');
  });

  it('says a missing --profile is required, exit 2', async () => {
    const result = await cli(['check', 'Advil']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("required option '--profile <file>' not specified");
  });
});

describe('content report', () => {
  it('prints a row per product with its verdict and a total', async () => {
    const { stdout, exitCode } = await cli(['report', '--profile', heavy]);
    expect(exitCode).toBe(0);
    expect(stdout).toMatch(/^Claritin-D\s+medication\s+avoid\s+\[condition\]/m);
    expect(stdout).toMatch(/^\d+ products: \d+ safe, \d+ avoid$/m);
    expect(stdout).not.toContain('Could not place');
  });

  it('ends with the entries it could not place', async () => {
    const { stdout } = await cli(['report', '--profile', profileFile({ currentMedications: ['xyzzy'] })]);
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(
      'Could not place: "xyzzy" (medicine); nothing was checked for them',
    );
  });
});
