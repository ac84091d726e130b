import type { ErrorCode } from '@otc/api-contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Spec section 7: a failed call reads "<status>: <body text>" (or the status text when the body is empty). */
export function errorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return '';
  if ('status' in error) {
    // A body that was not JSON (a proxy's plain-text 503): RTK keeps the real status and the raw text.
    if (error.status === 'PARSING_ERROR') {
      return `${error.originalStatus}: ${error.data || STATUS_TEXT[error.originalStatus] || 'Error'}`;
    }
    if (typeof error.status !== 'number') return String(error.error ?? error.status);
    const body = typeof error.data === 'string' ? error.data : error.data ? JSON.stringify(error.data) : '';
    return `${error.status}: ${body || STATUS_TEXT[error.status] || 'Error'}`;
  }
  return error.message ?? 'Error';
}

/**
 * The API's error code (ErrorResponseDto `code`, listed in openapi.yaml): what the client branches on. The
 * message is for people to read and may be reworded, so a lint rule forbids matching on it.
 */
export function errorCode(error: FetchBaseQueryError | SerializedError | undefined): ErrorCode | undefined {
  if (error && 'status' in error && typeof error.data === 'object' && error.data !== null) {
    const code = (error.data as { code?: unknown }).code;
    if (typeof code === 'string') return code as ErrorCode;
  }
  return undefined;
}

/** The API's readable message from an error body, to show (never to branch on: see errorCode). */
export function apiMessage(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (error && 'status' in error && typeof error.data === 'object' && error.data !== null) {
    const message = (error.data as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

export const statusOf = (error: FetchBaseQueryError | SerializedError | undefined): number | undefined =>
  error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
