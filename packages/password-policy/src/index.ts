/**
 * The password rule of the API and of the web form, in one place: at least 6 characters (the spec), at most 256,
 * and not guessable: zxcvbn-ts, with its common-passwords list and English dictionaries, must score it at least 3
 * ("safely unguessable") with the person's email, its local part and their names counted as guessable words.
 * The dictionaries (about 1 MB of JavaScript) are loaded on the first check, by dynamic import, so a web page
 * that never checks a password never downloads them.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const MIN_PASSWORD = 6;
export const MAX_PASSWORD = 256;
/** zxcvbn's scale: 0-2 can be guessed online or from a breach list; 3 resists an online attack for years. */
export const MIN_STRENGTH_SCORE = 3;

export const TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD} characters`;
export const TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD} characters`;
export const TOO_WEAK_PREFIX = 'Password is too weak';

/** What is known about the person choosing the password; each part is something a guesser would try first. */
export interface PasswordOwner {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** The email, its local part and the pieces of it ('ada.lovelace' gives 'ada' and 'lovelace'), and the names. */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const inputs = new Set<string>();
  const add = (value: string | null | undefined) => {
    const text = value?.trim().toLowerCase();
    if (text) inputs.add(text);
  };
  const email = owner.email?.trim().toLowerCase() ?? '';
  add(email);
  const local = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : email;
  add(local);
  for (const part of local.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) add(part);
  add(owner.firstName);
  add(owner.lastName);
  // The full name run together is a common password shape ('AdaLovelace1').
  if (owner.firstName?.trim() && owner.lastName?.trim()) add(`${owner.firstName.trim()}${owner.lastName.trim()}`);
  return [...inputs];
}

// zxcvbn's own wording for a match of the person's data is not plain; the rest of its English text is.
const PLAINER_WARNINGS = { userInputs: 'It contains your email address or name.' };

let factory: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, en]) => {
    const translations = { ...en.translations, warnings: { ...en.translations.warnings, ...PLAINER_WARNINGS } };
    return new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations,
    });
  });
  factory.catch(() => (factory = undefined)); // a failed download (web) may be retried
  return factory;
}

/** Starts loading the dictionaries ahead of the first check (the web form calls it when it opens). */
export const preloadPasswordEstimator = (): void => void loadEstimator().catch(() => undefined);

/**
 * Why the password may not be used, as one sentence a person can act on, or null when it may. Length first
 * (the spec's message), then strength: 'Password is too weak: <zxcvbn's warning> <its suggestions>'.
 */
export async function passwordProblem(password: string, owner: PasswordOwner = {}): Promise<string | null> {
  if (password.length < MIN_PASSWORD) return TOO_SHORT_MESSAGE;
  if (password.length > MAX_PASSWORD) return TOO_LONG_MESSAGE;
  const estimator = await loadEstimator();
  // zxcvbn's cost grows with length; past 100 characters a password is long enough, so judge its start only.
  const result = estimator.check(password.slice(0, 100), passwordUserInputs(owner));
  if (result.score >= MIN_STRENGTH_SCORE) return null;
  const why = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `${TOO_WEAK_PREFIX}: ${why || 'it is easy to guess. Add more words that are less common.'}`;
}
