import { eachFact } from './content-walk.js';
import type { Finding, Linter } from './linter.js';
import { readingGrade } from './reading-level.js';

/** The highest US school grade a reason text may need (Flesch-Kincaid): people act on what it says. */
const MAX_READING_GRADE = 8;

const tooHard = (grade: number) =>
  `this reason text reads at US grade ${grade.toFixed(1)}, above ${MAX_READING_GRADE}: use shorter sentences and common words, keeping the risk and what to do (medicine names may stay)`;

/**
 * Every reason text a shopper reads (a fact's own message, or the snippet it cites) is plain enough for grade 8.
 * A snippet is reported once, in its own file, however many facts cite it.
 */
export const readingLevelLinter: Linter = {
  name: 'reading-level',
  severity: 'error',
  description: `every reason text (a fact's message, or the snippet it cites) reads at US grade ${MAX_READING_GRADE} or below (Flesch-Kincaid)`,
  run: ({ content }) => {
    const snippets = new Map(content.snippets.map((at) => [at.item.id, at]));
    const cited = new Set<string>();
    const findings: Finding[] = [];
    for (const { at, path, fact } of eachFact(content)) {
      if (fact.message !== undefined) {
        const grade = readingGrade(fact.message);
        if (grade > MAX_READING_GRADE)
          findings.push({ file: at.file, line: at.lineOf([...path, 'message']), message: tooHard(grade) });
      } else if (fact.snippet !== undefined) cited.add(fact.snippet);
    }
    for (const id of cited) {
      const snippet = snippets.get(id);
      if (!snippet) continue; // the references linter reports a snippet that does not exist
      const grade = readingGrade(snippet.item.text);
      if (grade > MAX_READING_GRADE)
        findings.push({ file: snippet.file, line: snippet.lineOf(['text']), message: tooHard(grade) });
    }
    return findings;
  },
};
