import { describe, expect, it } from 'vitest';
import { edit, FORMULATION, problemsOf } from './support.js';

describe('the unused-snippets linter', () => {
  it('warns of a snippet no fact uses', () => {
    const changes = edit(FORMULATION, 'snippet: under-twelve', 'message: Not under twelve.');
    expect(problemsOf('unused-snippets', changes)).toEqual([
      "snippets/under-twelve.yaml:1: [unused-snippets] warning: snippet 'under-twelve' is used by no fact",
    ]);
  });

  it('never calls the general pregnancy statement unused: the loader uses it', () => {
    // The clean content has it, and no fact cites it.
    expect(problemsOf('unused-snippets', {})).toEqual([]);
  });
});
