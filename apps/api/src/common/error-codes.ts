import { AUTH_ERROR_CODES } from '../auth/domain/auth.errors.js';
import { PROFILE_ERROR_CODES } from '../profile/domain/profile.errors.js';
import { SEARCH_ERROR_CODES } from '../search/domain/search.errors.js';
import { SUPPLEMENT_ERROR_CODES } from '../supplements/domain/supplement.errors.js';
import { REQUEST_ERROR_CODES } from './request.errors.js';

/**
 * Every code an error body can carry: one list per capability, kept in its domain folder. The filter maps each
 * to a status (error-status.ts), and ErrorResponseDto publishes them as an enum in openapi.yaml.
 */
export const ERROR_CODES = [
  ...REQUEST_ERROR_CODES,
  ...AUTH_ERROR_CODES,
  ...PROFILE_ERROR_CODES,
  ...SEARCH_ERROR_CODES,
  ...SUPPLEMENT_ERROR_CODES,
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
