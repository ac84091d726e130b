import { describe, expect, it } from 'vitest';
import { problemsOf } from './support.js';

const LONG = 'You take a blood thinner; this product can add to its effect and raise the risk of bleeding.';

/** An ingredient whose pregnancy fact says `message`. */
const ingredient = (id: string, message: string) => ({
  [`ingredients/${id}.yaml`]: `id: ${id}
name: ${id}
kind: supplement
classIds: []
synonyms: []
facts:
  pregnancy:
    severity: caution
    message: ${message}
    source: dailymed-example
  breastfeeding:
    noData: true
    source: dailymed-example
source: dailymed-example
review: []
`,
});

describe('the repeated-wording linter', () => {
  it('warns once, at the first, of a long message written out in three files, naming them all', () => {
    const changes = {
      ...ingredient('aol', LONG),
      ...ingredient('bol', LONG),
      ...ingredient('col', LONG.replace('You take', 'you take')),
    };
    expect(problemsOf('repeated-wording', changes)).toEqual([
      'ingredients/aol.yaml:9: [repeated-wording] warning: this message is written out in 3 files (ingredients/aol.yaml, ingredients/bol.yaml, ingredients/col.yaml): make it a snippet and cite it by id',
    ]);
  });

  it('lets a long message appear in two files', () => {
    expect(problemsOf('repeated-wording', { ...ingredient('aol', LONG), ...ingredient('bol', LONG) })).toEqual([]);
  });

  it('lets a short message repeat anywhere', () => {
    const short = 'Ask a doctor first.';
    const changes = { ...ingredient('aol', short), ...ingredient('bol', short), ...ingredient('col', short) };
    expect(problemsOf('repeated-wording', changes)).toEqual([]);
  });
});
