import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { DomainError } from './domain-error.js';
import type { ErrorCode } from './error-codes.js';
import type { ErrorResponseDto } from './error-response.dto.js';
import { codeOfStatus, errorName, statusOfCode } from './error-status.js';
import { RedisUnavailableError } from './redis/redis-connection.js';

type Failure = Pick<ErrorResponseDto, 'message' | 'code'> & { statusCode?: number };

// Errors raised by Express's body parser before Nest sees the request (bad JSON, too large, wrong charset).
const BODY_PARSER_FAILURES: Record<string, { code: ErrorCode; message: string }> = {
  'entity.parse.failed': { code: 'request.body_not_json', message: 'The request body is not valid JSON.' },
  'entity.too.large': { code: 'request.body_too_large', message: 'The request body is too large.' },
  'encoding.unsupported': {
    code: 'request.body_encoding_unsupported',
    message: 'The request body uses an unsupported character encoding.',
  },
  'charset.unsupported': {
    code: 'request.body_encoding_unsupported',
    message: 'The request body uses an unsupported character set.',
  },
  'request.aborted': { code: 'request.body_aborted', message: 'The request was aborted before its body arrived.' },
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

/**
 * One JSON error shape for every failure: {statusCode, error, message, code}, a message a person can read and no
 * internals. Our own errors are DomainErrors whose code decides the status (error-status.ts).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const unavailable = this.unavailable(exception);
    if (unavailable) {
      // An outage is not a bug: one line per request, no stack, and a hint for clients when to retry.
      this.logger.warn(
        `${unavailable.message} (${exception instanceof Error ? exception.message : String(exception)})`,
      );
      if (!response.headersSent) response.setHeader('Retry-After', '5');
    }
    const failure = unavailable ?? this.failureOf(exception);
    const statusCode = failure.statusCode ?? statusOfCode(failure.code);
    if (statusCode >= 500 && !unavailable && !(exception instanceof DomainError)) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (response.headersSent) return;
    const retryAfterSeconds = exception instanceof DomainError ? exception.retryAfterSeconds : undefined;
    if (retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(retryAfterSeconds));
    const body: ErrorResponseDto = {
      statusCode,
      error: errorName(statusCode),
      message: failure.message,
      code: failure.code,
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    };
    response.status(statusCode).json(body);
  }

  /** A dependency that is away (the database, or Redis for sessions) gives a 503 that clients may retry. */
  private unavailable(exception: unknown): Failure | null {
    const code = 'service.unavailable';
    // Redis first: its errors carry socket causes that would read as a database outage.
    if (exception instanceof RedisUnavailableError) {
      return { code, message: 'We cannot check your sign-in right now. Please try again in a moment.' };
    }
    if (isDatabaseUnavailable(exception)) {
      return { code, message: 'The database is not answering right now. Please try again in a moment.' };
    }
    return null;
  }

  private failureOf(exception: unknown): Failure {
    if (exception instanceof DomainError) return { code: exception.code as ErrorCode, message: exception.message };
    // Nest wraps body-parser errors in an HttpException whose cause keeps the parser's error type.
    const parserError = exception instanceof HttpException ? exception.cause : exception;
    const parserType = (parserError as { type?: unknown } | null | undefined)?.type;
    const parserFailure = typeof parserType === 'string' ? BODY_PARSER_FAILURES[parserType] : undefined;
    if (parserFailure) {
      const parserStatus = (parserError as { status?: unknown }).status;
      if (exception instanceof HttpException || (typeof parserStatus === 'number' && parserStatus < 500)) {
        return parserFailure;
      }
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const message = withoutEchoedAddress(messageOf(exception.getResponse()));
      return { statusCode, code: codeOfStatus(statusCode), message };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      code: 'service.failed',
      message: 'Something went wrong on our side. Please try again.',
    };
  }
}
