#!/usr/bin/env node
// The content team's command-line tool (see README, "Safety CLI"). All I/O of the engine package lives here.
import { run } from './run.js';
import { UsageError } from './profile-file.js';

try {
  const result = run(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.exitCode = result.exitCode;
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`safety: ${error.message}\n`);
  process.exitCode = 2;
}
