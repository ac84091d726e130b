import { buildFormulary } from './build-formulary.js';
import { ContentError, type Problem } from './problem.js';
import { readContent, type RawContent } from './read-content.js';
import type { Formulary } from '../types.js';

export interface LoadedContent {
  /** The files as written (ids, not resolved text), each with its location. */
  raw: RawContent;
  formulary: Formulary;
  problems: Problem[];
}

/** Reads a content folder: every problem is collected, none is thrown. */
export function loadContent(root: string): LoadedContent {
  const { content, problems } = readContent(root);
  const built = buildFormulary(content);
  return { raw: content, formulary: built.formulary, problems: [...problems, ...built.problems] };
}

/** The formulary of a content folder, or a ContentError listing every problem as `file:line: what`. */
export function loadFormulary(root: string): Formulary {
  const { formulary, problems } = loadContent(root);
  if (problems.length > 0) throw new ContentError(problems);
  return formulary;
}
