import { DomainError } from '../../common/domain-error.js';

export const AUTH_ERROR_CODES = [
  'auth.email_taken',
  'auth.email_invalid',
  'auth.invalid_credentials',
  'auth.invalid_code',
  'auth.password_invalid',
  'auth.weak_password',
  'auth.already_verified',
  'auth.resend_too_soon',
  'auth.not_signed_in',
  /** Deleting an account: the password was missing or wrong. */
  'auth.password_confirmation_required',
  /** Deleting a Google-only account: a fresh Google sign-in is needed. */
  'auth.google_confirmation_required',
  'auth.google_unavailable',
  'auth.google_failed',
  'auth.account_locked',
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** The auth capability's errors (also used by account, which proves identity the same way). */
export class AuthError extends DomainError<AuthErrorCode> {}
