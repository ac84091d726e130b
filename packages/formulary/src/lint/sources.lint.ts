import { eachSourceRef } from './content-walk.js';
import type { Finding, Linter } from './linter.js';
import { sourceUrlProblem } from './source-domains.js';

/** Every cited source exists and is an https page on an accepted domain; `label` only where a label is meant. */
export const sourcesLinter: Linter = {
  name: 'sources',
  severity: 'error',
  description:
    'every fact, ingredient, presentation and supplement cites a source that exists, and every source is an https page on an accepted domain',
  run: ({ content, fileIds }) => {
    const findings: Finding[] = [];
    for (const ref of eachSourceRef(content)) {
      const line = ref.at.lineOf(ref.path);
      if (ref.id === 'label') {
        if (!ref.labelAllowed)
          findings.push({
            file: ref.at.file,
            line,
            message:
              "source 'label' means the presentation's own Drug Facts label: only a formulation's label facts may cite it; name a source id",
          });
      } else if (!fileIds.sources.has(ref.id))
        findings.push({
          file: ref.at.file,
          line,
          message: `source '${ref.id}' names no source: expected the id of a file in content/sources`,
        });
    }
    for (const at of content.sources) {
      const problem = sourceUrlProblem(at.item.url);
      if (problem) findings.push({ file: at.file, line: at.lineOf(['url']), message: `url: ${problem}` });
    }
    return findings;
  },
};
