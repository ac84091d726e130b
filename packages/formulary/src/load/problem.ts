/** One thing wrong with a content file, located so an editor can jump to it. */
export interface Problem {
  /** Path relative to the content folder, e.g. formulations/advil.yaml */
  file: string;
  line: number;
  message: string;
}

export const formatProblem = (p: Problem) => `${p.file}:${p.line}: ${p.message}`;

/** Thrown when the shipped content cannot be loaded; its message is one `file:line: what` per line. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
  }
}
