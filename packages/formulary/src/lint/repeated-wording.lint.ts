import { eachFact } from './content-walk.js';
import type { Finding, Linter } from './linter.js';

/** Shorter messages ("Ask a doctor first.") may repeat by chance; longer ones repeated are copied wording. */
const LONG_MESSAGE_CHARS = 60;
const REPEATS_FOR_SNIPPET = 3;

const wordingKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The same long fact message written out in several files should be one snippet, edited once. */
export const repeatedWordingLinter: Linter = {
  name: 'repeated-wording',
  severity: 'warning',
  description: `a fact message of ${LONG_MESSAGE_CHARS}+ characters written out in ${REPEATS_FOR_SNIPPET} or more files should be a snippet`,
  run: ({ content }) => {
    const byText = new Map<string, { file: string; line: number }[]>();
    for (const { at, path, fact } of eachFact(content)) {
      if (fact.message === undefined || fact.message.trim().length < LONG_MESSAGE_CHARS) continue;
      const key = wordingKey(fact.message);
      const places = byText.get(key) ?? [];
      places.push({ file: at.file, line: at.lineOf([...path, 'message']) });
      byText.set(key, places);
    }
    const findings: Finding[] = [];
    for (const places of byText.values()) {
      const files = [...new Set(places.map((p) => p.file))];
      if (files.length < REPEATS_FOR_SNIPPET) continue;
      const [first] = places;
      findings.push({
        file: first!.file,
        line: first!.line,
        message: `this message is written out in ${files.length} files (${files.join(', ')}): make it a snippet and cite it by id`,
      });
    }
    return findings;
  },
};
