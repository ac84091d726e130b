import pino, { type Logger } from 'pino';
import type { LogLevelName } from '../config/app-config.js';

export type AppLogger = Logger;

/**
 * Field names that must never reach a log line, wherever code puts them: defence in depth behind the
 * request serializers, which already log no headers, bodies or query strings.
 */
const REDACTED = ['password', 'email', 'token', 'oobCode', 'cookie', 'authorization', 'profile', 'query', 'q'];

/**
 * One JSON object per line on stdout. Writes are asynchronous with a bounded buffer: a slow or stuck reader of
 * stdout costs log lines, never requests (the buffer is flushed at exit).
 */
export function createAppLogger(
  level: LogLevelName,
  destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false, maxLength: 16 * 1024 * 1024 }),
): AppLogger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACTED, ...REDACTED.map((key) => `*.${key}`)], censor: '[redacted]' },
    },
    destination,
  );
}

/**
 * Writes out what is buffered, waiting at most `timeoutMs`. When stdout is stuck (a pipe nobody reads), it gives
 * up: pino would otherwise flush synchronously at exit and keep the process from ever ending.
 */
export function flushLogs(logger: AppLogger, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stopWaitingForLogs(logger);
      resolve(false);
    }, timeoutMs);
    logger.flush(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** From now on an exit does not wait for stdout: lines still buffered may be lost. */
export function stopWaitingForLogs(logger: AppLogger): void {
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void } | undefined>)[pino.symbols.streamSym];
  if (stream?.flushSync) stream.flushSync = () => {};
}

/** Ends the process with `code` after at most a second spent writing out the logs. */
export async function exitAfterLogs(logger: AppLogger, code: number): Promise<never> {
  await flushLogs(logger, 1000);
  process.exit(code);
}
