/** What a command prints and how it exits; commands return this so tests run them without a process. */
export interface CommandResult {
  stdout: string;
  exitCode: number;
}

/** A mistake in how the command was called (a missing option, an unreadable profile): exit 2, one line. */
export class UsageError extends Error {
  override name = 'UsageError';
}
