import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, contentCopy } from './support.js';

const review = ['--by', 'A. Rivera, PharmD', '--label', 'DailyMed Advil v12'];

describe('content review and unreviewed', () => {
  it('records the sign-off in the item file, and the item leaves the unreviewed list', async () => {
    const dir = contentCopy();
    const listed = (await cli(['unreviewed', '--kind', 'formulations'], dir)).stdout;
    expect(listed).toMatch(/^formulations\/advil\.yaml\s+never reviewed$/m);

    const result = await cli(['review', 'advil', ...review, '--on', '2026-11-20'], dir);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('signed off advil (formulations/advil.yaml)');
    const file = readFileSync(path.join(dir, 'formulations/advil.yaml'), 'utf8');
    expect(file).toMatch(
      /review:\n\s+- by: A\. Rivera, PharmD\n\s+on: 2026-11-20\n\s+label: DailyMed Advil v12\n\s+fingerprint: [0-9a-f]{12}/,
    );

    const after = (await cli(['unreviewed', '--kind', 'formulations'], dir)).stdout;
    expect(after).not.toContain('formulations/advil.yaml');
    const count = (text: string) => Number(text.match(/^(\d+) items? of \d+ await/m)![1]);
    expect(count(after)).toBe(count(listed) - 1);
  });

  it('lists an item again as changed once it is edited after its sign-off', async () => {
    const dir = contentCopy();
    await cli(['review', 'advil', ...review], dir);
    const file = path.join(dir, 'formulations/advil.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^(\s+summary: Advil .*)$/m, '$1 Edited.'));
    expect((await cli(['unreviewed'], dir)).stdout).toMatch(/^formulations\/advil\.yaml\s+changed since sign-off$/m);
  });

  it('writes nothing when one id is unknown', async () => {
    const dir = contentCopy();
    const result = await cli(['review', 'advil', 'no-such-item', ...review], dir);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('no-such-item: no content item has this id');
    expect(readFileSync(path.join(dir, 'formulations/advil.yaml'), 'utf8')).toMatch(/^review: \[\]$/m);
  });

  it.each([
    [['--on', '2026-13-01'], '--on must be a date as YYYY-MM-DD'],
    [['--on', '2030-01-01'], '--on 2030-01-01 is in the future'],
  ])('refuses %j with exit 2', async (extra, message) => {
    const result = await cli(['review', 'advil', ...review, ...extra], contentCopy());
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it('needs --by and --label', async () => {
    const result = await cli(['review', 'advil'], contentCopy());
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("required option '--by <name>' not specified");
  });
});
