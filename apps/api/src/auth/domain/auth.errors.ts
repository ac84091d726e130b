export type AuthErrorCode =
  | 'email-taken'
  | 'invalid-credentials'
  | 'invalid-code'
  | 'weak-password'
  | 'already-verified'
  | 'resend-too-soon'
  | 'not-signed-in'
  | 'reauthentication-required'
  | 'google-unavailable'
  | 'google-failed'
  | 'account-locked';

/** One error type for the auth capability; the HTTP layer maps each code to a status once. */
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    /** For resend-too-soon and account-locked: seconds until another try may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
