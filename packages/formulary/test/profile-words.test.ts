import { describe, expect, it } from 'vitest';
import { formatProblem, formulary, loadContent, loadFormulary } from '../src/index.js';
import { contentFolder } from './support/content-folder.js';

const words = (id: string, phrases: string) => `id: ${id}
phrases:
${phrases}
review: []
`;

describe('the words a profile entry may say "nothing" with', () => {
  it('loads the nothing-to-check phrases as written', () => {
    const f = loadFormulary(
      contentFolder({ 'profile-words/nothing-to-check.yaml': words('nothing-to-check', '  - none\n  - N/A') }),
    );
    expect(f.nothingToCheck).toEqual(['none', 'N/A']);
  });

  it('is empty when the content has no such list', () => {
    expect(loadFormulary(contentFolder({})).nothingToCheck).toEqual([]);
  });

  it('reports a list the engine does not know and an empty list', () => {
    const problems = loadContent(
      contentFolder({
        'profile-words/nothing-to-check.yaml': 'id: nothing-to-check\nphrases: []\nreview: []\n',
        'profile-words/greetings.yaml': words('greetings', '  - hello'),
      }),
    ).problems.map(formatProblem);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/profile-words\/greetings\.yaml:1: id/);
    expect(problems.join('\n')).toMatch(/profile-words\/nothing-to-check\.yaml:2: phrases/);
  });

  it('the shipped list says "none" and "no known allergies" mean nothing to check', () => {
    expect(formulary.nothingToCheck).toEqual(expect.arrayContaining(['none', 'n/a', 'no known allergies']));
  });
});
