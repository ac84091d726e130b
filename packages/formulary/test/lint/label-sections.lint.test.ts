import { describe, expect, it } from 'vitest';
import { edit, FORMULATION, problemsOf } from './support.js';

describe('the label-sections linter', () => {
  it.each(['uses', 'warnings', 'sideEffects', 'interactions', 'contraindications'])(
    'refuses an empty %s section',
    (section) => {
      const text = edit(FORMULATION, 'label:', 'label:')[FORMULATION]!.replace(
        new RegExp(`^${section}: .*$`, 'm'),
        `${section}: []`,
      );
      expect(problemsOf('label-sections', { [FORMULATION]: text })).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${FORMULATION}:\\d+: \\[label-sections\\] error: ${section} is empty: write what the label says`,
          ),
        ),
      ]);
    },
  );

  it('needs a summary for each presentation when the formulation has none to fall back on', () => {
    const noSummary = edit(FORMULATION, 'summary: Examplol for aches.\n', '');
    expect(problemsOf('label-sections', noSummary)).toEqual([
      `${FORMULATION}:24: [label-sections] error: presentation 'examplol-200-mg' has no summary and the formulation none to fall back on`,
    ]);
  });

  it('lets the formulation’s summary stand for presentations without their own', () => {
    expect(problemsOf('label-sections', edit(FORMULATION, '    summary: The brand.\n', ''))).toEqual([]);
  });
});
