import { passwordProblem, type PasswordOwner } from '@otc/password-policy';
import { AuthError } from './auth.errors.js';

/**
 * The one password rule (packages/password-policy, shared with the web form): at least 6 characters, and a
 * zxcvbn score of 3 or more with the person's email and names counted as guessable. Called wherever a password
 * is set, before it is hashed.
 */
export async function assertUsablePassword(password: string, owner: PasswordOwner): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw new AuthError('auth.weak_password', problem);
}
