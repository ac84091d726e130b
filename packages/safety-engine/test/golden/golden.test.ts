import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formulary } from '@otc/formulary';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { buildKnowledge } from '../../src/index.js';
import { recordVerdicts } from './golden.js';
import { goldenProfiles } from './profiles.js';

// The verdicts the engine gave before the content moved to YAML. A change here must be a documented fix:
// regenerate with GOLDEN_UPDATE=1 and say why in the commit.
const file = fileURLToPath(new URL('./verdicts.json', import.meta.url));

const actual = recordVerdicts(buildKnowledge(formulary));
if (process.env.GOLDEN_UPDATE === '1') {
  // Written as the repository's formatter would, so that a regenerated file shows only what changed.
  writeFileSync(file, await format(JSON.stringify(actual), { parser: 'json', printWidth: 120 }));
}

describe('golden verdicts', () => {
  const expected = JSON.parse(readFileSync(file, 'utf8')) as typeof actual;

  it('covers at least 50 varied profiles and every product', () => {
    expect(Object.keys(goldenProfiles).length).toBeGreaterThanOrEqual(50);
    expect(Object.keys(expected.empty ?? {}).sort()).toEqual(Object.keys(actual.empty!).sort());
  });

  it.each(Object.keys(goldenProfiles))('gives the recorded verdict, reasons and cautions for %s', (name) => {
    expect(actual[name]).toEqual(expected[name]);
  });
});
