/**
 * The one error type application and domain code throws: a stable `code` from its capability's union (clients
 * branch on it) and a `message` a person can read. The global filter maps each code to an HTTP status, so no
 * Nest HTTP exception is thrown from our code (lint rule in eslint.config.js).
 */
export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    /** When a retry may succeed (resend too soon, account locked): sent as Retry-After and in the body. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
