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
