import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiMessage, errorCode } from '../../lib/error-message';

export type AuthMode = 'sign-in' | 'sign-up';
type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** Spec section 9: the shortest password the service accepts. */
const MIN_PASSWORD_LENGTH = 6;

/** Spec section 8: the catalogue's default. */
export const GENERIC_ERROR = 'An error occurred. Please try again.';
export const GOOGLE_FAILED = 'Failed to sign in with Google. Please try again.';

/** Spec section 5: the form's own checks, in the spec's order; null when the form may be sent. */
export function validateCredentials(
  mode: AuthMode,
  { email, password, confirmPassword }: { email: string; password: string; confirmPassword: string },
): string | null {
  if (!email.trim() || !password || (mode === 'sign-up' && !confirmPassword)) return 'Please fill in all fields';
  if (mode === 'sign-up' && password !== confirmPassword) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters';
  return null;
}

/** A new password chosen from a reset link follows the sign-up rules. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  return validateCredentials('sign-up', { email: '-', password, confirmPassword });
}

/**
 * Spec section 8, from the API's error codes. A wrong email and a wrong password get one 401 message on purpose
 * (README "Accounts"), so the form shows the API's text rather than telling the two apart.
 */
export function authErrorText(mode: AuthMode, error: ApiError): string {
  const message = apiMessage(error);
  switch (errorCode(error)) {
    case 'auth.email_taken':
      return 'An account with this email already exists';
    case 'auth.email_invalid':
      return 'Invalid email address';
    case 'auth.invalid_credentials':
      return mode === 'sign-in' ? (message ?? GENERIC_ERROR) : GENERIC_ERROR;
    // The API's own wording: waits, the password rules, missing fields, several fields wrong at once.
    case 'request.rate_limited':
    case 'auth.account_locked':
    case 'auth.password_invalid':
    case 'auth.weak_password':
    case 'request.fields_missing':
    case 'request.invalid':
      return message ?? GENERIC_ERROR;
    default:
      return GENERIC_ERROR;
  }
}

/** Seconds the API asks us to wait (429 from the resend endpoint), if it said. */
export function retryAfterOf(error: ApiError): number | undefined {
  if (error && 'status' in error && typeof error.data === 'object' && error.data !== null) {
    const seconds = (error.data as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof seconds === 'number' && seconds > 0) return Math.ceil(seconds);
  }
  return undefined;
}
