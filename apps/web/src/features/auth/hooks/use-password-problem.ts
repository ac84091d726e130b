import { MIN_PASSWORD, passwordProblem, preloadPasswordEstimator, type PasswordOwner } from '@otc/password-policy';
import { useEffect, useState } from 'react';

/** Long enough to wait for a pause in typing, short enough to read as immediate. */
const PAUSE_MS = 250;

/**
 * Why the password being typed would be refused as too weak, judged by the API's own rule
 * (packages/password-policy): shown before the form is sent. The dictionaries load when the form opens, in their
 * own chunks, so no other page pays for them. Short passwords are left to the form's length message.
 */
export function usePasswordProblem(password: string, owner: PasswordOwner, active: boolean): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  const { email, firstName, lastName } = owner;

  useEffect(() => {
    if (active) preloadPasswordEstimator();
  }, [active]);

  const judged = active && password.length >= MIN_PASSWORD;

  useEffect(() => {
    if (!judged) return;
    let current = true;
    const timer = setTimeout(() => {
      passwordProblem(password, { email, firstName, lastName }).then(
        (found) => current && setProblem(found),
        // The dictionaries did not load (offline?): the API still judges the password when it is sent.
        () => current && setProblem(null),
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [judged, password, email, firstName, lastName]);

  // While the person types on, the last judgement stays until the next one (no flicker).
  return judged ? problem : null;
}

/** The same judgement at submit time, so a weak password is not sent; null when it may be (or cannot be judged). */
export const weakPasswordBeforeSend = (password: string, owner: PasswordOwner): Promise<string | null> =>
  passwordProblem(password, owner).catch(() => null);
