import { HttpStatus } from '@nestjs/common';
import type { ErrorCode } from './error-codes.js';

/** The HTTP status of every error code. Exhaustive: a new code that is not mapped here fails the typecheck. */
export function statusOfCode(code: ErrorCode): HttpStatus {
  switch (code) {
    case 'request.invalid':
    case 'request.fields_missing':
    case 'request.body_not_json':
    case 'request.body_aborted':
    case 'request.address_invalid':
    case 'auth.email_invalid':
    case 'auth.password_invalid':
    case 'auth.invalid_code':
    case 'auth.weak_password':
    case 'profile.invalid':
    case 'search.category_invalid':
      return HttpStatus.BAD_REQUEST;
    case 'auth.invalid_credentials':
    case 'auth.not_signed_in':
    case 'auth.password_confirmation_required':
    case 'auth.google_confirmation_required':
    case 'auth.google_failed':
      return HttpStatus.UNAUTHORIZED;
    case 'request.cross_site':
    case 'request.not_yours':
    case 'request.refused':
    case 'profile.not_yours':
      return HttpStatus.FORBIDDEN;
    case 'route.not_found':
    case 'profile.not_found':
    case 'supplements.category_not_found':
      return HttpStatus.NOT_FOUND;
    case 'auth.email_taken':
    case 'auth.already_verified':
      return HttpStatus.CONFLICT;
    case 'request.body_too_large':
      return HttpStatus.PAYLOAD_TOO_LARGE;
    case 'request.body_encoding_unsupported':
    case 'request.media_type_unsupported':
      return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
    case 'request.rate_limited':
    case 'auth.resend_too_soon':
    case 'auth.account_locked':
      return HttpStatus.TOO_MANY_REQUESTS;
    case 'service.failed':
      return HttpStatus.INTERNAL_SERVER_ERROR;
    case 'service.unavailable':
    case 'auth.google_unavailable':
      return HttpStatus.SERVICE_UNAVAILABLE;
    default:
      return unmapped(code);
  }
}

function unmapped(code: never): never {
  throw new Error(`Error code ${String(code)} has no HTTP status`);
}

/**
 * A code for errors Nest or Express raise themselves (an unknown route, a refused method), which carry only a
 * status: our own code never throws those (lint rule), so this is the edge's fallback, not a second model.
 */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case HttpStatus.NOT_FOUND:
      return 'route.not_found';
    case HttpStatus.UNAUTHORIZED:
      return 'auth.not_signed_in';
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return 'request.body_too_large';
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return 'request.media_type_unsupported';
    case HttpStatus.TOO_MANY_REQUESTS:
      return 'request.rate_limited';
    case HttpStatus.SERVICE_UNAVAILABLE:
      return 'service.unavailable';
    default:
      if (status >= 500) return 'service.failed';
      return status === HttpStatus.FORBIDDEN ? 'request.refused' : 'request.invalid';
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
