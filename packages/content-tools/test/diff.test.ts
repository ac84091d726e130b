import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, committedContentCopy } from './support.js';

describe('content diff', () => {
  it('shows no change when the content is as committed', async () => {
    const dir = committedContentCopy();
    const result = await cli(['diff'], dir);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(
      /^no verdict, reason or caution changes against HEAD \(\d+ profiles, every product\)$/m,
    );
    // One full comparison of every product over every scenario profile: 29 s alone, 51 s in a CI run on two busy cores.
  }, 240_000);

  it('shows the verdicts one edited warning changes, with the reason lines removed and added', async () => {
    const dir = committedContentCopy();
    const file = path.join(dir, 'classes/nsaid.yaml');
    const before = readFileSync(file, 'utf8');
    // A pharmacist turns the NSAID high-blood-pressure warning from avoid into a caution.
    const edited = before.replace(/(- conditionId: high-blood-pressure\n\s+severity: )avoid/, '$1caution');
    expect(edited).not.toBe(before);
    writeFileSync(file, edited);
    const result = await cli(['diff', '--base', 'HEAD'], dir);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^Advil \(advil\): avoid -> safe for \d+ profiles?: /m);
    expect(result.stdout).toContain(
      '  - reason condition (ask-first): You have high blood pressure; NSAIDs can raise blood pressure',
    );
    expect(result.stdout).toContain(
      '  + caution condition: You have high blood pressure; NSAIDs can raise blood pressure',
    );
    expect(result.stdout).toMatch(
      /^against HEAD: \d+ products change over \d+ profiles: 0 safe -> avoid, [1-9]\d* avoid -> safe/m,
    );

    const json = JSON.parse((await cli(['diff', '--json'], dir)).stdout);
    expect(json.changes).toContainEqual(
      expect.objectContaining({ productId: 'advil', before: 'avoid', after: 'safe' }),
    );
    // Two full comparisons of every product over every scenario profile (600+): 66 s alone on this machine.
  }, 240_000);

  it('says which ref git does not know, exit 2', async () => {
    const result = await cli(['diff', '--base', 'no-such-branch'], committedContentCopy());
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/^content: /);
  });
});
