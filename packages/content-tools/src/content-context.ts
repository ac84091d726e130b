import { ContentError, loadContent, type Formulary, type RawContent } from '@otc/formulary';
import { buildKnowledge, type Knowledge } from '@otc/safety-engine';

export interface LoadedKnowledge {
  raw: RawContent;
  formulary: Formulary;
  knowledge: Knowledge;
}

/** The content of a folder, ready for the engine; a broken file stops the command with `file:line: what`. */
export function loadKnowledge(contentDir: string): LoadedKnowledge {
  const { raw, formulary, problems } = loadContent(contentDir);
  if (problems.length > 0) throw new ContentError(problems);
  return { raw, formulary, knowledge: buildKnowledge(formulary) };
}
