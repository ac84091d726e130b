import type { Finding, Linter } from './linter.js';

// The Drug Facts sections a formulation writes as lists; an empty one is a section left out, not "none".
const LIST_SECTIONS = ['uses', 'warnings', 'sideEffects', 'interactions', 'contraindications'] as const;

/**
 * Each formulation carries every section of its label card, and every presentation has a summary to show.
 * (Active ingredients with strengths, the purpose and both directions are required text in the schema itself.)
 */
export const labelSectionsLinter: Linter = {
  name: 'label-sections',
  severity: 'error',
  description:
    'every formulation has its label sections: active ingredients with strengths, uses, directions for adults and children, warnings, side effects, interactions, contraindications, and a summary for each presentation',
  run: ({ content }) => {
    const findings: Finding[] = [];
    for (const at of content.formulations) {
      const f = at.item;
      const report = (path: (string | number)[], message: string) =>
        findings.push({ file: at.file, line: at.lineOf(path), message });
      for (const section of LIST_SECTIONS)
        if (f[section].length === 0)
          report(
            [section],
            `${section} is empty: write what the label says (for none, say so in words, e.g. 'None listed on the label')`,
          );
      if (!f.summary?.trim())
        f.presentations.forEach((p, i) => {
          if (!p.summary?.trim())
            report(
              ['presentations', i],
              `presentation '${p.id}' has no summary and the formulation none to fall back on`,
            );
        });
    }
    return findings;
  },
};
