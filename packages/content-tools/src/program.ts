import path from 'node:path';
import { CONTENT_DIR, ContentError, contentAtRef, GitRefError, readScenarios, type ContentKind } from '@otc/formulary';
import { Command, CommanderError, Option } from 'commander';
import { UsageError, type CommandResult } from './command-result.js';
import { checkCommand } from './commands/check.command.js';
import { explainCommand } from './commands/explain.command.js';
import { diffCommand, scenarioProfiles } from './commands/diff.command.js';
import { lintCommand, lintersHelp } from './commands/lint.command.js';
import { reportCommand } from './commands/report.command.js';
import { reviewCommand } from './commands/review.command.js';
import { scenariosCommand } from './commands/scenarios.command.js';
import { unreviewedCommand } from './commands/unreviewed.command.js';
import { loadKnowledge } from './content-context.js';
import { readProfileFile } from './profile-file.js';

export interface CliEnvironment {
  /** Where relative paths given by the person are resolved from. */
  cwd: string;
  /** The content folder when --content is not given (OTC_CONTENT_DIR, else the shipped content). */
  contentDir?: string;
  /** YYYY-MM-DD, for review sign-offs. */
  today?: string;
}

export interface CliResult extends CommandResult {
  stderr: string;
}

const KINDS: ContentKind[] = [
  'sources',
  'snippets',
  'classes',
  'ingredients',
  'conditions',
  'allergens',
  'symptoms',
  'formulations',
  'supplement-categories',
  'supplements',
];

function buildProgram(env: CliEnvironment, out: { result?: CommandResult; stdout: string; stderr: string }) {
  const program = new Command('content')
    .description("The content team's tool: check and explain verdicts, lint, diff, review and run scenarios")
    .option('--content <dir>', 'the content folder to use', env.contentDir ?? CONTENT_DIR)
    .showHelpAfterError('(add --help for usage)')
    .exitOverride()
    .configureOutput({ writeOut: (s) => (out.stdout += s), writeErr: (s) => (out.stderr += s) });
  const contentDir = () => path.resolve(env.cwd, program.opts<{ content: string }>().content);
  const profileAt = (file: string) => readProfileFile(path.resolve(env.cwd, file));
  const set = (result: CommandResult): void => {
    out.result = result;
  };

  program
    .command('check')
    .description('the verdict for each product name, as JSON (a name may be a brand, a generic or a supplement)')
    .requiredOption('--profile <file>', 'a JSON health profile (the spec fields; any may be missing)')
    .argument('<name...>', 'product names, e.g. Advil "fish oil"')
    .action((names: string[], o: { profile: string }) => {
      const profile = profileAt(o.profile);
      set(checkCommand(loadKnowledge(contentDir()).knowledge, profile, names));
    });

  program
    .command('explain')
    .description('every fact weighed for one product and profile: which fired, from where, with its source')
    .requiredOption('--profile <file>', 'a JSON health profile')
    .option('--json', 'print the explanation as JSON')
    .argument('<name>', 'one product name, e.g. Advil')
    .action((name: string, o: { profile: string; json?: boolean }) => {
      const profile = profileAt(o.profile);
      set(explainCommand(loadKnowledge(contentDir()).knowledge, profile, name, o));
    });

  program
    .command('report')
    .description('a table of every product with its verdict and reasons for one profile')
    .requiredOption('--profile <file>', 'a JSON health profile')
    .action((o: { profile: string }) =>
      set(reportCommand(loadKnowledge(contentDir()).knowledge, profileAt(o.profile))),
    );

  program
    .command('lint')
    .description('checks every content file; one file:line line per problem, exit 1 when there is an error')
    .option('--fix', 'first rewrite files into canonical layout and key order (meaning and comments kept)')
    .option('--reading', 'also list every reason text above reading grade 8, hardest last')
    .addHelpText('after', lintersHelp())
    .action((o: { fix?: boolean; reading?: boolean }) => set(lintCommand(contentDir(), o)));

  program
    .command('diff')
    .description('which verdicts, reasons and cautions change between the content at a git ref and now')
    .option('--base <ref>', 'the git ref to compare with (a branch, tag or commit)', 'HEAD')
    .option('--json', 'print every change as JSON')
    .action((o: { base: string; json?: boolean }) => {
      const now = loadKnowledge(contentDir());
      const before = loadKnowledge(contentAtRef(contentDir(), o.base));
      const scenarios = readScenarios(contentDir());
      set(diffCommand(before.knowledge, now.knowledge, scenarioProfiles(scenarios), { base: o.base, json: o.json }));
    });

  program
    .command('review')
    .description("records a pharmacist's sign-off in each item's file (who, date, label version)")
    .argument('<id...>', 'item ids (kind/id when two kinds share an id); a presentation id names its formulation')
    .requiredOption('--by <name>', 'the pharmacist, e.g. "A. Rivera, PharmD"')
    .requiredOption('--label <version>', 'the label or source version read, e.g. "DailyMed setid ... v12"')
    .option('--on <date>', 'the date of the review, YYYY-MM-DD (default: today)')
    .action((ids: string[], o: { by: string; label: string; on?: string }) => {
      const today = env.today ?? new Date().toISOString().slice(0, 10);
      const { raw } = loadKnowledge(contentDir());
      set(reviewCommand(contentDir(), raw, ids, { by: o.by, label: o.label, on: o.on ?? today, today }));
    });

  program
    .command('unreviewed')
    .description('lists the items without a current sign-off (never reviewed, or changed since)')
    .addOption(new Option('--kind <kind>', 'only this kind of item').choices(KINDS))
    .action((o: { kind?: ContentKind }) => set(unreviewedCommand(loadKnowledge(contentDir()).raw, o.kind)));

  program
    .command('scenarios')
    .description("runs the pharmacists' scenarios; one line per failure, then the figures; exit 1 on any failure")
    .option('--gaps', 'also list the known gaps (scenarios/known-gaps.yaml)')
    .action((o: { gaps?: boolean }) => {
      const scenarios = readScenarios(contentDir());
      if (scenarios.problems.length > 0) throw new ContentError(scenarios.problems);
      set(scenariosCommand(loadKnowledge(contentDir()).knowledge, scenarios, o));
    });
  return program;
}

/** Runs one command line; never throws for a person's mistake (usage: exit 2, broken content: exit 1). */
export async function runCli(argv: string[], env: CliEnvironment): Promise<CliResult> {
  const out: { result?: CommandResult; stdout: string; stderr: string } = { stdout: '', stderr: '' };
  const program = buildProgram(env, out);
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      const exitCode = error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? 0 : 2;
      return { stdout: out.stdout, stderr: out.stderr, exitCode: error.exitCode === 0 ? 0 : exitCode };
    }
    if (error instanceof UsageError || error instanceof GitRefError)
      return { stdout: out.stdout, stderr: `content: ${error.message}\n`, exitCode: 2 };
    if (error instanceof ContentError)
      return {
        stdout: out.stdout,
        stderr: `${error.message}\ncontent: fix the content problems above first\n`,
        exitCode: 1,
      };
    throw error;
  }
  if (!out.result) {
    // No command given: show what there is.
    return { stdout: program.helpInformation(), stderr: '', exitCode: argv.length === 0 ? 2 : 0 };
  }
  return { ...out.result, stdout: out.stdout + out.result.stdout, stderr: out.stderr };
}
