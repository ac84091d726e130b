import { describe, expect, it } from 'vitest';
import { cleanFiles, edit, FORMULATION, problemsOf } from './support.js';

const HARD =
  'Concomitant administration of nonsteroidal anti-inflammatory medications with anticoagulant therapy substantially increases gastrointestinal hemorrhage probability.';
const PLAIN = 'You take a blood thinner. This medicine can make you bleed more, so ask your doctor first.';
const SNIPPET = 'snippets/under-twelve.yaml';
const SNIPPET_TEXT = 'text: This product is labelled for ages 12 and over.\n';

describe('the reading-level linter', () => {
  it('accepts plain reason texts', () => {
    expect(problemsOf('reading-level', {})).toEqual([]);
    const plain = edit(FORMULATION, '      snippet: under-twelve\n', `      message: ${PLAIN}\n`);
    expect(problemsOf('reading-level', plain)).toEqual([]);
  });

  it("refuses a fact's own message above grade 8, at its message line, with the grade", () => {
    const hard = edit(FORMULATION, '      snippet: under-twelve\n', `      message: ${HARD}\n`);
    expect(problemsOf('reading-level', hard)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${FORMULATION}:22: \\[reading-level\\] error: this reason text reads at US grade \\d+\\.\\d, above 8`,
        ),
      ),
    ]);
  });

  it('refuses a cited snippet above grade 8 once, in the snippet file', () => {
    const hard = edit(SNIPPET, SNIPPET_TEXT, `text: ${HARD}\n`);
    expect(problemsOf('reading-level', hard)).toEqual([
      expect.stringMatching(new RegExp(`^${SNIPPET}:2: \\[reading-level\\] error: this reason text reads at US grade`)),
    ]);
  });

  it('leaves alone a snippet no fact cites: no shopper reads it as a reason', () => {
    const uncited = {
      ...edit(SNIPPET, SNIPPET_TEXT, `text: ${HARD}\n`),
      ...edit(FORMULATION, '      snippet: under-twelve\n', `      message: ${PLAIN}\n`),
    };
    expect(cleanFiles[SNIPPET]).toBeDefined();
    expect(problemsOf('reading-level', uncited)).toEqual([]);
  });
});
