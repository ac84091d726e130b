import { describe, expect, it } from 'vitest';
import { cli, profileFile } from './support.js';

const person = profileFile({
  age: 67,
  medicalConditions: ['high blood pressure'],
  currentMedications: [{ name: 'Coumadin 5 mg' }],
});

describe('content explain', () => {
  it('shows each fact that made the product avoid, where it was written, what triggered it and its source', async () => {
    const { stdout, exitCode } = await cli(['explain', '--profile', person, 'Advil']);
    expect(exitCode).toBe(0);
    expect(stdout).toMatch(/^Advil \(medication advil\): AVOID \(ask-first\) for this profile$/m);
    const avoid = stdout.slice(stdout.indexOf('Made it avoid'), stdout.indexOf('Did not apply'));
    expect(avoid).toMatch(
      /\[interaction\] avoid ask-first, from class .* \(nsaid\), because currentMedications: "Coumadin 5 mg"/,
    );
    expect(avoid).toMatch(
      /\[condition\] avoid ask-first, from class .* \(nsaid\), because medicalConditions: "high blood pressure"/,
    );
    expect(avoid).toMatch(/\[age\] avoid ask-first, .* because age: "67"/);
    expect(avoid).toMatch(/source: .* <https:\/\//);
  });

  it('also lists the facts that did not apply, with what would make them apply', async () => {
    const { stdout } = await cli(['explain', '--profile', person, 'Advil']);
    const idle = stdout.slice(stdout.indexOf('Did not apply'));
    expect(idle).toMatch(
      /\[condition\] avoid ask-first, from ingredient Ibuprofen \(ibuprofen\), applies when medicalConditions: stroke/,
    );
    const counts = stdout.match(
      /^(\d+) facts weighed: (\d+) made it avoid, (\d+) added a caution, (\d+) did not apply$/m,
    )!;
    expect(Number(counts[1])).toBe(Number(counts[2]) + Number(counts[3]) + Number(counts[4]));
  });

  it('gives, as JSON, the same verdict and reasons as check', async () => {
    const explained = JSON.parse((await cli(['explain', '--json', '--profile', person, 'Advil'])).stdout);
    const checked = JSON.parse((await cli(['check', '--profile', person, 'Advil'])).stdout).results[0];
    expect(explained.verdict.verdict).toBe(checked.verdict);
    expect(explained.verdict.reasons).toEqual(checked.reasons);
    expect(explained.facts.filter((f: { fired: boolean }) => f.fired).length).toBeGreaterThanOrEqual(
      checked.reasons.length,
    );
  });

  it('names the profile entries it could not place under the verdict, and in the JSON', async () => {
    const odd = profileFile({ allergies: ['moonbeams'], currentMedications: [{ name: 'Coumadin 5 mg' }, 'xyzzy'] });
    const { stdout } = await cli(['explain', '--profile', odd, 'Advil']);
    expect(stdout.split('\n')[1]).toBe(
      'Could not place: "moonbeams" (allergy), "xyzzy" (medicine); nothing was checked for them',
    );
    const explained = JSON.parse((await cli(['explain', '--json', '--profile', odd, 'Advil'])).stdout);
    expect(explained.unrecognised).toEqual({
      allergies: ['moonbeams'],
      medicalConditions: [],
      currentMedications: ['xyzzy'],
    });
  });

  it('prints no such line when every entry was placed', async () => {
    expect((await cli(['explain', '--profile', person, 'Advil'])).stdout).not.toContain('Could not place');
  });

  it('says so, exit 2, when no product has the name', async () => {
    const result = await cli(['explain', '--profile', person, 'Unobtainium']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe("content: no product or supplement is called 'Unobtainium'\n");
  });
});
