import { formatProblem, loadContent, validateFormulary } from '@otc/formulary';
import type { CommandResult } from '../command-result.js';

/** `content lint`: one line per problem, exit 1 when there is any. */
export function lintCommand(contentDir: string): CommandResult {
  const { formulary, problems } = loadContent(contentDir);
  const lines = [...problems.map(formatProblem), ...(problems.length ? [] : validateFormulary(formulary))];
  if (lines.length > 0) return { stdout: `${lines.join('\n')}\n`, exitCode: 1 };
  return {
    stdout: `content is valid: ${formulary.medications.length} medications, ${formulary.supplements.length} supplements\n`,
    exitCode: 0,
  };
}
