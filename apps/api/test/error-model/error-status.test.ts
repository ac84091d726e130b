import { Logger, type ArgumentsHost } from '@nestjs/common';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiExceptionFilter } from '../../src/common/api-exception.filter.js';
import { DomainError } from '../../src/common/domain-error.js';
import { ERROR_CODES } from '../../src/common/error-codes.js';
import { statusOfCode } from '../../src/common/error-status.js';

/** The filter's answer to one exception, caught from a fake Express response. */
function answerTo(exception: unknown) {
  const answer = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const res = {
    headersSent: false,
    status(code: number) {
      answer.status = code;
      return res;
    },
    setHeader(name: string, value: string) {
      answer.headers[name] = value;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      return res;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return answer;
}

describe('the error codes', () => {
  it('are unique and spelled capability.snake_case', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+\.[a-z_]+$/);
  });

  it.each(ERROR_CODES)('maps %s to an HTTP error status', (code) => {
    const status = statusOfCode(code);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });
});

describe('the global exception filter', () => {
  it.each(ERROR_CODES)('answers a DomainError coded %s with its status, code and message', (code) => {
    const answer = answerTo(new DomainError(code, 'A sentence for a person.'));
    expect(answer.status).toBe(statusOfCode(code));
    expect(answer.body).toMatchObject({ statusCode: statusOfCode(code), code, message: 'A sentence for a person.' });
  });

  it('sends the wait of a retryable error as Retry-After and in the body', () => {
    const answer = answerTo(new DomainError('auth.resend_too_soon', 'Please wait 42 seconds.', 42));
    expect(answer.headers['Retry-After']).toBe('42');
    expect(answer.body).toMatchObject({ statusCode: 429, code: 'auth.resend_too_soon', retryAfterSeconds: 42 });
  });

  it('answers an unknown failure with a 500 coded service.failed and no internals', () => {
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    // Files share modules in a worker (isolate: false): put the logger back even when an expectation fails.
    onTestFinished(() => logged.mockRestore());
    const answer = answerTo(new Error('connection string postgres://secret'));
    expect(answer.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
      code: 'service.failed',
    });
    expect(logged).toHaveBeenCalledOnce();
  });
});
