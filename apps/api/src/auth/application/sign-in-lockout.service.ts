import { Inject, Injectable } from '@nestjs/common';
import { KeyedHash } from '../../common/security/keyed-hash.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import {
  FAILED_SIGN_IN_STORE,
  type FailedSignInStore,
  type LockoutPolicy,
} from '../domain/failed-sign-in.store.port.js';
import { normaliseEmail } from '../domain/user.js';

const MINUTE = 60_000;

/**
 * 10 failures for one account within 15 minutes, from any addresses, lock it for 15 minutes; each further lockout
 * within a day of the last doubles that, up to a day.
 */
const LOCKOUT_POLICY: LockoutPolicy = {
  failures: 10,
  windowMs: 15 * MINUTE,
  firstLockMs: 15 * MINUTE,
  maxLockMs: 24 * 60 * MINUTE,
  rememberMs: 24 * 60 * MINUTE,
};

/**
 * The per-account limit on password guessing, on top of the per-address one. Counted per email address,
 * whether it has an account or not (so a lockout reveals nothing), under a keyed hash of the address.
 */
@Injectable()
export class SignInLockoutService {
  private readonly hash: KeyedHash;

  constructor(
    @Inject(FAILED_SIGN_IN_STORE) private readonly store: FailedSignInStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.hash = new KeyedHash(config.hashKey);
  }

  /** Whole seconds left of the address's lockout; 0 when sign-in may be tried. */
  async lockedForSeconds(email: string): Promise<number> {
    return Math.ceil((await this.store.lockedForMs(this.key(email))) / 1000);
  }

  /** Counts a failure; returns the seconds of the lockout it started, or 0. */
  async recordFailure(email: string): Promise<number> {
    return Math.ceil((await this.store.recordFailure(this.key(email), LOCKOUT_POLICY)) / 1000);
  }

  succeeded(email: string): Promise<void> {
    return this.store.clearFailures(this.key(email));
  }

  /** A password reset proves the owner: their account is open again at once. */
  lift(email: string): Promise<void> {
    return this.store.clear(this.key(email));
  }

  private key(email: string): string {
    return this.hash.of('sign-in', normaliseEmail(email));
  }
}
