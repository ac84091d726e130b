import type { LoggerService } from '@nestjs/common';
import type { Level } from 'pino';
import type { AppLogger } from './app-logger.js';
import { currentRequestId } from './request-context.js';

// Nest's own start-up chatter (a line per module and per route) is detail, not news.
const FRAMEWORK_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** Nest's logger (framework lines and every `new Logger(...)` in the app) written as pino JSON lines. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: AppLogger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  // Nest passes the context last and, for errors, a stack before it: error(message, stack?, context?).
  private write(level: Level, message: unknown, params: unknown[]): void {
    const context = params.length > 0 && typeof params.at(-1) === 'string' ? (params.pop() as string) : undefined;
    if (level === 'info' && context && FRAMEWORK_CONTEXTS.has(context)) level = 'debug';
    if (!this.logger.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = { context, reqId: currentRequestId() };
    if (typeof params[0] === 'string' && (level === 'error' || level === 'fatal')) fields.stack = params[0];
    if (message instanceof Error) {
      fields.err = message;
      this.logger[level](fields, message.message);
    } else if (isStructured(message)) {
      // `logger.log({ msg, ...fields })`: the fields become JSON fields of the line (the redaction still applies).
      const { msg, ...rest } = message;
      this.logger[level]({ ...fields, ...rest }, msg);
    } else {
      this.logger[level](fields, typeof message === 'string' ? message : JSON.stringify(message));
    }
  }
}

const isStructured = (message: unknown): message is { msg: string } & Record<string, unknown> =>
  typeof message === 'object' && message !== null && typeof (message as { msg?: unknown }).msg === 'string';
