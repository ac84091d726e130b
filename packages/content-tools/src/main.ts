#!/usr/bin/env node
// `pnpm content ...` / `pnpm safety ...`: the content team's CLI. All of its I/O is here and in program.ts.
import { runCli } from './program.js';

const result = await runCli(process.argv.slice(2), {
  // pnpm runs scripts from the repository root; INIT_CWD is where the person typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  contentDir: process.env.OTC_CONTENT_DIR,
});
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
