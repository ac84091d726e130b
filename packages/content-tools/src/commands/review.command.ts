import { signOff, type RawContent } from '@otc/formulary';
import { UsageError, type CommandResult } from '../command-result.js';
import { count } from '../text-layout.js';

export interface ReviewOptions {
  by: string;
  label: string;
  on: string;
  today: string;
}

/** `content review ID... --by NAME --label VERSION`: writes a sign-off into each item's own file. */
export function reviewCommand(
  contentDir: string,
  raw: RawContent,
  ids: string[],
  options: ReviewOptions,
): CommandResult {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.on) || Number.isNaN(Date.parse(`${options.on}T00:00:00Z`)))
    throw new UsageError(`--on must be a date as YYYY-MM-DD, not '${options.on}'`);
  if (options.on > options.today) throw new UsageError(`--on ${options.on} is in the future`);
  if (!options.by.trim()) throw new UsageError('--by must name the pharmacist, e.g. --by "A. Rivera, PharmD"');
  if (!options.label.trim()) throw new UsageError('--label must name the label version read');
  const result = signOff(contentDir, raw, { ids, by: options.by.trim(), label: options.label.trim(), on: options.on });
  if (result.problems.length > 0)
    return { stdout: `${result.problems.join('\n')}\nnothing was signed off\n`, exitCode: 1 };
  const lines = result.signed.map((s) => `signed off ${s.id} (${s.file})`);
  lines.push(`${count(result.signed.length, 'item')} signed off by ${options.by.trim()} on ${options.on}`);
  return { stdout: `${lines.join('\n')}\n`, exitCode: 0 };
}
