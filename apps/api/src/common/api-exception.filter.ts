import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { RedisUnavailableError } from './redis/redis-connection.js';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

// Errors raised by Express's body parser before Nest sees the request (bad JSON, too large, wrong charset).
const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'encoding.unsupported': 'The request body uses an unsupported character encoding.',
  'charset.unsupported': 'The request body uses an unsupported character set.',
  'request.aborted': 'The request was aborted before its body arrived.',
};

function messageOf(response: string | object): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : 'The request could not be completed.';
}

// Nest's answer for an unknown route quotes the whole address back, query string and all (50 KB of it, if
// that is what came): name the method and the path only, and briefly.
function withoutEchoedAddress(message: string): string {
  const unknownRoute = /^Cannot ([A-Z]+) ([^?]*)/.exec(message);
  if (!unknownRoute) return message;
  const [, method, path] = unknownRoute;
  return `There is no ${method} ${path!.length > 100 ? `${path!.slice(0, 100)}…` : path} in this API.`;
}

/** One JSON error shape for every failure, with a message a person can read and no internals. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const unavailable = this.unavailableBody(exception);
    if (unavailable) {
      // An outage is not a bug: one line per request, no stack, and a hint for clients when to retry.
      this.logger.warn(
        `${unavailable.message} (${exception instanceof Error ? exception.message : String(exception)})`,
      );
      if (!response.headersSent)
        response.status(unavailable.statusCode).setHeader('Retry-After', '5').json(unavailable);
      return;
    }
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (!response.headersSent) response.status(body.statusCode).json(body);
  }

  /** A dependency that is away (the database, or Redis for sessions) gives a 503 that clients may retry. */
  private unavailableBody(exception: unknown): ErrorBody | null {
    const statusCode = HttpStatus.SERVICE_UNAVAILABLE;
    // Redis first: its errors carry socket causes that would read as a database outage.
    if (exception instanceof RedisUnavailableError) {
      const message = 'We cannot check your sign-in right now. Please try again in a moment.';
      return { statusCode, error: errorName(statusCode), message };
    }
    if (isDatabaseUnavailable(exception)) {
      const message = 'The database is not answering right now. Please try again in a moment.';
      return { statusCode, error: errorName(statusCode), message };
    }
    return null;
  }

  private toBody(exception: unknown): ErrorBody {
    // Nest wraps body-parser errors in an HttpException whose cause keeps the parser's error type.
    const parserError = exception instanceof HttpException ? exception.cause : exception;
    const parserType = (parserError as { type?: unknown } | null | undefined)?.type;
    const parserMessage = typeof parserType === 'string' ? BODY_PARSER_MESSAGES[parserType] : undefined;
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const message = parserMessage ?? withoutEchoedAddress(messageOf(exception.getResponse()));
      return { statusCode, error: errorName(statusCode), message };
    }
    const parserStatus = (parserError as { status?: unknown } | null | undefined)?.status;
    if (parserMessage && typeof parserStatus === 'number' && parserStatus < 500) {
      return { statusCode: parserStatus, error: errorName(parserStatus), message: parserMessage };
    }
    const statusCode = HttpStatus.INTERNAL_SERVER_ERROR;
    return { statusCode, error: errorName(statusCode), message: 'Something went wrong on our side. Please try again.' };
  }
}

/** 'Not Found' for 404: the `error` field of every error body. */
export function errorName(status: number): string {
  const name = HttpStatus[status];
  return typeof name === 'string'
    ? name
        .toLowerCase()
        .split('_')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' ')
    : 'Error';
}
