import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiMessage, statusOf } from '../../lib/error-message';

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
 * Spec section 8, from the API's answers. A wrong email and a wrong password get one 401 message on purpose
 * (README "Accounts"), so the form shows the API's text rather than telling the two apart.
 */
export function authErrorText(mode: AuthMode, error: ApiError): string {
  const status = statusOf(error);
  const message = apiMessage(error);
  if (status === 409) return 'An account with this email already exists';
  if (status === 401 && mode === 'sign-in') return message ?? GENERIC_ERROR;
  if (status === 429) return message ?? GENERIC_ERROR;
  if (status === 400 && message) {
    if (/email/i.test(message) && !/password/i.test(message)) return 'Invalid email address';
    // The API's own wording for the shared sign-in message and the password length limits.
    if (/password/i.test(message) || message === 'Please fill in all fields') return message;
  }
  return GENERIC_ERROR;
}

/** Seconds the API asks us to wait (429 from the resend endpoint), if it said. */
export function retryAfterOf(error: ApiError): number | undefined {
  if (error && 'status' in error && typeof error.data === 'object' && error.data !== null) {
    const seconds = (error.data as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof seconds === 'number' && seconds > 0) return Math.ceil(seconds);
  }
  return undefined;
}
