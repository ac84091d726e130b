import path from 'node:path';
import { formulary } from '@otc/formulary';
import { buildKnowledge } from '../knowledge.js';
import { checkCommand, lintCommand, reportCommand, unreviewedCommand, type CommandResult } from './commands.js';
import { readProfileFile, UsageError } from './profile-file.js';

const COMMANDS = 'check --profile FILE NAME..., report --profile FILE, lint, unreviewed';

function takeProfile(args: string[]): { profile: string; rest: string[] } {
  const index = args.indexOf('--profile');
  const file = index >= 0 ? args[index + 1] : undefined;
  if (!file) throw new UsageError('--profile FILE is required');
  // pnpm runs scripts from the repository root; INIT_CWD is where the person typed the command.
  const profile = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  return { profile, rest: args.filter((_, i) => i !== index && i !== index + 1) };
}

/** Runs one CLI command; usage and profile problems throw UsageError with a one-line message. */
export function run(argv: string[]): CommandResult {
  const [command, ...args] = argv;
  const knowledge = buildKnowledge(formulary);
  switch (command) {
    case 'check': {
      const { profile, rest } = takeProfile(args);
      if (rest.length === 0)
        throw new UsageError('name at least one product, e.g. safety check --profile me.json ibuprofen');
      return checkCommand(knowledge, readProfileFile(profile), rest);
    }
    case 'report':
      return reportCommand(knowledge, readProfileFile(takeProfile(args).profile));
    case 'lint':
      return lintCommand(knowledge);
    case 'unreviewed':
      return unreviewedCommand(knowledge);
    default:
      throw new UsageError(`${command ? `unknown command '${command}'` : 'no command given'}; commands: ${COMMANDS}`);
  }
}
