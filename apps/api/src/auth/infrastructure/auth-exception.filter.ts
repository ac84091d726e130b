import { ArgumentsHost, Catch, HttpStatus, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { errorName } from '../../common/api-exception.filter.js';
import { AuthError, type AuthErrorCode } from '../domain/auth.errors.js';

function statusOf(code: AuthErrorCode): number {
  switch (code) {
    case 'email-taken':
      return HttpStatus.CONFLICT;
    case 'invalid-credentials':
    case 'not-signed-in':
    case 'reauthentication-required':
      return HttpStatus.UNAUTHORIZED;
    case 'invalid-code':
    case 'weak-password':
      return HttpStatus.BAD_REQUEST;
    case 'already-verified':
      return HttpStatus.CONFLICT;
    case 'resend-too-soon':
    case 'account-locked':
      return HttpStatus.TOO_MANY_REQUESTS;
    case 'google-unavailable':
      return HttpStatus.SERVICE_UNAVAILABLE;
    case 'google-failed':
      return HttpStatus.UNAUTHORIZED;
  }
}

/** Maps the auth capability's errors to HTTP, once, with an exhaustive switch. */
@Catch(AuthError)
export class AuthExceptionFilter implements ExceptionFilter {
  catch(error: AuthError, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const statusCode = statusOf(error.code);
    if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(statusCode).json({
      statusCode,
      error: errorName(statusCode),
      message: error.message,
      code: error.code,
      ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    });
  }
}
