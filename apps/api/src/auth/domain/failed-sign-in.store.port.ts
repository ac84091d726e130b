export interface LockoutPolicy {
  /** This many failures for one account within `windowMs` lock it. */
  failures: number;
  windowMs: number;
  /** The first lockout lasts this long; each further one twice as long as the last, up to `maxLockMs`. */
  firstLockMs: number;
  maxLockMs: number;
  /** How long a lockout still counts towards the next one's length, after it ends. */
  rememberMs: number;
}

/** Failed sign-ins and lockouts per account key (a keyed hash of the email, never the email). */
export interface FailedSignInStore {
  /** Milliseconds left of the key's lockout; 0 when it is not locked. */
  lockedForMs(key: string): Promise<number>;
  /** Counts one failure; when it is the one that locks the key, returns the lockout's length, else 0. */
  recordFailure(key: string, policy: LockoutPolicy): Promise<number>;
  /** After a successful sign-in: the failures so far no longer count (earlier lockouts still do). */
  clearFailures(key: string): Promise<void>;
  /** After a password reset: no failures, no lockout, no history. */
  clear(key: string): Promise<void>;
}

export const FAILED_SIGN_IN_STORE = Symbol('FAILED_SIGN_IN_STORE');

/** The length of the `lockouts`th lockout (1 = the first). */
export const lockLengthMs = (policy: LockoutPolicy, lockouts: number): number =>
  Math.min(policy.firstLockMs * 2 ** Math.min(lockouts - 1, 30), policy.maxLockMs);
