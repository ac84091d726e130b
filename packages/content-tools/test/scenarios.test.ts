import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, contentCopy } from './support.js';

const scenarioFile = (cases: string) =>
  `# yaml-language-server: $schema=../../schema/scenarios.schema.json\nscenarios:\n${cases}`;
const advilFor = (id: string, profile: string, verdict: string, codes = '') => `  - id: ${id}
    profile: ${profile}
    product: Advil
    expect: { verdict: ${verdict}, ${codes}because: 'test case' }
    source: { title: 'Advil Drug Facts', url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?query=advil' }
`;

describe('content scenarios', () => {
  it('passes on the shipped scenarios: every case right or listed as a known gap', async () => {
    const result = await cli(['scenarios']);
    // The figures are the point of the run: print them into the test log.
    process.stdout.write(result.stdout);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^\d+ scenarios: \d+ pass, 0 fail, \d+ known gaps/m);
    expect(result.stdout).toMatch(/^avoid cases caught: \d+\/\d+ \([\d.]+%\); safe cases kept safe: \d+\/\d+/m);
    expect(result.stdout).toMatch(/^avoid cases at the level expected: \d+\/\d+ \([\d.]+%\)$/m);
  });

  it('reports a failing case in one line with its file and line, and exits 1', async () => {
    const dir = contentCopy();
    writeFileSync(
      path.join(dir, 'scenarios/made-up.yaml'),
      scenarioFile(
        advilFor('advil-healthy', '{ age: 30 }', 'safe') +
          advilFor('advil-wrongly-expected-avoid', '{ age: 30 }', 'avoid') +
          advilFor(
            'advil-warfarin-wrong-code',
            "{ age: 45, currentMedications: [{ name: 'warfarin' }] }",
            'avoid',
            'codes: [allergy], ',
          ),
      ),
    );
    const result = await cli(['scenarios'], dir);
    expect(result.exitCode).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines).toContain(
      'scenarios/made-up.yaml:8: advil-wrongly-expected-avoid: Advil: expected avoid, engine says safe',
    );
    expect(lines).toContain(
      'scenarios/made-up.yaml:13: advil-warfarin-wrong-code: Advil: expected avoid [allergy], engine says avoid [interaction]',
    );
    expect(result.stdout).not.toContain('advil-healthy:');
    expect(result.stdout).toMatch(/ 2 fail, /);
  });

  it('checks the level a case expects and says so in the failure line; a right level passes', async () => {
    const dir = contentCopy();
    const warfarin = "{ age: 45, currentMedications: [{ name: 'warfarin' }] }";
    writeFileSync(
      path.join(dir, 'scenarios/made-up.yaml'),
      scenarioFile(
        advilFor('advil-warfarin-wrong-level', warfarin, 'avoid', 'level: do-not-use, codes: [interaction], ') +
          advilFor('advil-warfarin-right-level', warfarin, 'avoid', 'level: ask-first, codes: [interaction], '),
      ),
    );
    const result = await cli(['scenarios'], dir);
    expect(result.exitCode).toBe(1);
    expect(result.stdout.split('\n')).toContain(
      'scenarios/made-up.yaml:3: advil-warfarin-wrong-level: Advil: expected avoid do-not-use [interaction], engine says avoid ask-first [interaction]',
    );
    expect(result.stdout).not.toContain('advil-warfarin-right-level:');
    expect(result.stdout).toMatch(/ 1 fail, /);
  });

  it('fails when a known gap passes, so the list only shrinks', async () => {
    const dir = contentCopy();
    writeFileSync(
      path.join(dir, 'scenarios/made-up.yaml'),
      scenarioFile(advilFor('advil-healthy', '{ age: 30 }', 'safe')),
    );
    appendFileSync(path.join(dir, 'scenarios/known-gaps.yaml'), "  - { id: advil-healthy, why: 'was wrong once' }\n");
    const result = await cli(['scenarios'], dir);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /^scenarios\/made-up\.yaml:3: advil-healthy: passes now: remove it from known-gaps\.yaml$/m,
    );
  });

  it('treats a failing case listed as a known gap as expected, and lists it with --gaps', async () => {
    const dir = contentCopy();
    writeFileSync(
      path.join(dir, 'scenarios/made-up.yaml'),
      scenarioFile(advilFor('advil-expected-avoid', '{ age: 30 }', 'avoid')),
    );
    appendFileSync(path.join(dir, 'scenarios/known-gaps.yaml'), "  - { id: advil-expected-avoid, why: 'test' }\n");
    expect((await cli(['scenarios'], dir)).exitCode).toBe(0);
    expect((await cli(['scenarios', '--gaps'], dir)).stdout).toContain('advil-expected-avoid: Advil: expected avoid');
  });

  it('refuses a scenario file that breaks its schema, with file:line', async () => {
    const dir = contentCopy();
    writeFileSync(
      path.join(dir, 'scenarios/made-up.yaml'),
      scenarioFile(advilFor('advil-bad', '{ age: 30 }', 'maybe')),
    );
    const result = await cli(['scenarios'], dir);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/^scenarios\/made-up\.yaml:6: scenarios\.0\.expect\.verdict: /m);
  });

  it('refuses the same scenario id twice and a known gap that names no scenario', async () => {
    const dir = contentCopy();
    const first = readFileSync(path.join(dir, 'scenarios/pain-fever.yaml'), 'utf8').match(/- id: (\S+)/)![1]!;
    writeFileSync(path.join(dir, 'scenarios/made-up.yaml'), scenarioFile(advilFor(first, '{ age: 30 }', 'safe')));
    appendFileSync(path.join(dir, 'scenarios/known-gaps.yaml'), "  - { id: no-such-case, why: 'test' }\n");
    const result = await cli(['scenarios'], dir);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(`scenario id ${first} is also used at scenarios/`);
    expect(result.stderr).toContain('known gap no-such-case names no scenario');
  });
});
