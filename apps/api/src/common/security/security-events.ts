import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { currentClientIp } from '../../logging/request-context.js';
import { KeyedHash } from './keyed-hash.js';

export type SecurityEvent =
  | 'sign-in-succeeded'
  | 'sign-in-failed'
  | 'sign-in-refused-locked'
  | 'account-locked'
  | 'password-reset-requested'
  | 'password-reset-completed'
  | 'google-linked'
  | 'google-took-over-unverified-account'
  | 'account-deleted';

export interface SecurityEventDetails {
  /** The account concerned, when there is one; logged only as a keyed hash. */
  userId?: string | null;
  /** Anything else worth tracing: never an email, password, code, token or health data. */
  [field: string]: string | number | boolean | null | undefined;
}

/**
 * One log line per security event (sign-ins, lockouts, resets, Google links, deletions), so an attack can be
 * traced: the client's address and a keyed hash of the account id (the same for every event of one account,
 * and of no use to a reader of the logs without SECURITY_HASH_KEY). No email, password, code or health data.
 */
@Injectable()
export class SecurityEvents {
  private readonly logger = new Logger('SecurityEvent');
  private readonly hash: KeyedHash;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.hash = new KeyedHash(config.hashKey);
  }

  /** The keyed hash of an account id that the log lines carry, to look an account's events up. */
  accountHash(userId: string): string {
    return this.hash.of('account', userId);
  }

  record(event: SecurityEvent, { userId, ...details }: SecurityEventDetails = {}): void {
    this.logger.log({
      msg: `Security event: ${event}`,
      securityEvent: event,
      ip: currentClientIp() ?? null,
      account: userId ? this.accountHash(userId) : null,
      ...details,
    });
  }
}
