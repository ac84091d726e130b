// Socket errors: the server is down, restarting or unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that cannot serve right now: class 08 (connection exception), shutting down or
// starting up (57P01-57P03), too many connections (53300), and a statement cancelled by statement_timeout (57014).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300|57014)$/;

// What the pg driver and its pool say when a connection dies or cannot be had in time.
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

/**
 * True when an error means "the database is not answering" (as opposed to a bug or bad data): such requests
 * answer 503 and succeed again once the server is back. TypeORM wraps driver errors, so causes are followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    const wrapped = current as { driverError?: unknown; cause?: unknown };
    current = wrapped.driverError ?? wrapped.cause;
  }
  return false;
}
