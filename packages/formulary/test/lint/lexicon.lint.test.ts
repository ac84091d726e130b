import { describe, expect, it } from 'vitest';
import { loadFormulary } from '../../src/index.js';
import { lintFolder, problemsOf } from './support.js';

const LEXICON = 'lexicon/words.yaml';
const lexicon = (body: string) => ({ [LEXICON]: `id: words\n${body}review: []\n` });
const SENSATIONS = `sensations:
  - id: pain
    words: [hurts, duele]
`;

describe('the lexicon linter', () => {
  it('accepts body sites that name known sensations and symptoms', () => {
    expect(
      problemsOf(
        'lexicon',
        lexicon(`${SENSATIONS}sites:\n  - id: head\n    words: [head, cabeza]\n    feels: { pain: headache }\n`),
      ),
    ).toEqual([]);
  });

  it('names a sensation or symptom a body site points at that does not exist', () => {
    const problems = problemsOf(
      'lexicon',
      lexicon(`${SENSATIONS}sites:\n  - id: head\n    words: [head]\n    feels: { itch: head-ache }\n`),
    );
    expect(problems.join('\n')).toMatch(/'itch' names no sensation/);
    expect(problems.join('\n')).toMatch(/'head-ache' names no symptom/);
  });

  it('reports a word listed for two sites or sensations, accents aside', () => {
    const problems = problemsOf(
      'lexicon',
      lexicon(`${SENSATIONS}sites:\n  - id: head\n    words: [head, dueLE]\n    feels: { pain: headache }\n`),
    );
    expect(problems).toEqual([expect.stringContaining("'dueLE' is listed for both sensation pain and site head")]);
  });

  it('reports a usual supplement that does not list the symptom in its uses', () => {
    expect(
      problemsOf('references', {
        'symptoms/headache.yaml': 'id: headache\nname: Headache\nsynonyms: []\nusualSupplements: [moss]\nreview: []\n',
      }),
    ).toEqual([expect.stringContaining("usualSupplements 'moss' names no supplement")]);
  });

  it('loads phrases, sites and sensations into the formulary', () => {
    const f = loadFormulary(
      lintFolder(
        lexicon(
          `${SENSATIONS}sites:\n  - id: head\n    words: [head]\n    feels: { pain: headache }\nphrases:\n  - symptom: headache\n    words: [dolor de cabeza]\n`,
        ),
      ),
    );
    expect(f.lexicon.sensations).toEqual([{ id: 'pain', words: ['hurts', 'duele'] }]);
    expect(f.lexicon.sites).toEqual([{ id: 'head', words: ['head'], feels: { pain: 'headache' } }]);
    expect(f.lexicon.phrases).toEqual([{ symptomId: 'headache', words: ['dolor de cabeza'] }]);
  });
});
