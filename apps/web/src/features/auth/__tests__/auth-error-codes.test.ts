import type { ErrorCode } from '@otc/api-contract';
import { expect, it } from 'vitest';
import { authErrorText, GENERIC_ERROR } from '../auth-messages';

/** An RTK Query error carrying an API error body. */
const failed = (status: number, code: ErrorCode | undefined, message: string) => ({
  status,
  data: { statusCode: status, error: 'x', message, ...(code ? { code } : {}) },
});

it('chooses the spec’s text from the code, whatever the API’s wording', () => {
  expect(authErrorText('sign-up', failed(409, 'auth.email_taken', 'Reworded: that address is in use.'))).toBe(
    'An account with this email already exists',
  );
  expect(authErrorText('sign-up', failed(400, 'auth.email_invalid', 'Reworded, mentions a password too.'))).toBe(
    'Invalid email address',
  );
});

it('shows the API’s own sentence for codes whose wording it owns', () => {
  const weak = 'Password is too weak: it contains your email address.';
  expect(authErrorText('sign-up', failed(400, 'auth.weak_password', weak))).toBe(weak);
  expect(authErrorText('sign-in', failed(401, 'auth.invalid_credentials', 'Not correct.'))).toBe('Not correct.');
  expect(authErrorText('sign-in', failed(429, 'auth.account_locked', 'Wait 15 minutes.'))).toBe('Wait 15 minutes.');
});

it('falls back to the generic text for a body without a known code, even one that mentions the email', () => {
  expect(authErrorText('sign-up', failed(400, undefined, 'Invalid email address.'))).toBe(GENERIC_ERROR);
  expect(authErrorText('sign-up', failed(400, 'request.body_not_json', 'The email is not JSON.'))).toBe(GENERIC_ERROR);
  expect(authErrorText('sign-up', failed(401, 'auth.invalid_credentials', 'Not correct.'))).toBe(GENERIC_ERROR);
});
