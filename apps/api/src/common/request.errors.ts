import { DomainError } from './domain-error.js';

/** Failures of the request itself, before any capability sees it, and of the service as a whole. */
export const REQUEST_ERROR_CODES = [
  'request.invalid',
  'request.fields_missing',
  'request.body_not_json',
  'request.body_too_large',
  'request.body_encoding_unsupported',
  'request.body_aborted',
  'request.media_type_unsupported',
  'request.address_invalid',
  'request.cross_site',
  'request.not_yours',
  'request.refused',
  'request.rate_limited',
  'route.not_found',
  'service.unavailable',
  'service.failed',
] as const;

export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];

export class RequestError extends DomainError<RequestErrorCode> {}
