import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordUserInputs } from '../src/index.js';

describe('passwordProblem', () => {
  it.each(['qwerty1', 'letmein1', 'Summer2024', 'password123', 'zzzzzzzz'])('refuses %s as too weak', async (p) => {
    expect(await passwordProblem(p)).toMatch(/^Password is too weak: \S/);
  });

  it('refuses the email as the password, saying it contains the email or name', async () => {
    const email = 'ada.lovelace@example.com';
    expect(await passwordProblem(email, { email })).toBe(
      'Password is too weak: It contains your email address or name. Add more words that are less common.',
    );
  });

  it('refuses a password built from the person’s names', async () => {
    expect(await passwordProblem('AdaLovelace1', { firstName: 'Ada', lastName: 'Lovelace' })).toMatch(
      /^Password is too weak/,
    );
  });

  it('keeps the spec’s length message for short passwords', async () => {
    expect(await passwordProblem('abc12')).toBe('Password must be at least 6 characters');
  });

  it('accepts a passphrase of uncommon words', async () => {
    expect(await passwordProblem('purple monkey dishwasher 9', { email: 'ada@example.com' })).toBeNull();
  });

  it('counts the email, its local part and its pieces, and the names as guessable words', () => {
    expect(passwordUserInputs({ email: ' Ada.Lovelace@Example.com', firstName: 'Ada', lastName: 'Byron' })).toEqual([
      'ada.lovelace@example.com',
      'ada.lovelace',
      'ada',
      'lovelace',
      'byron',
      'adabyron',
    ]);
  });
});
