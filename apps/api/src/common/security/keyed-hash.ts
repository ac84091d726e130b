import { createHmac, randomBytes } from 'node:crypto';

// Without SECURITY_HASH_KEY (development, tests) each process makes its own: hashes then match within one
// process only, which is all development needs. Production refuses to start without the variable.
const PROCESS_KEY = randomBytes(32).toString('hex');

/**
 * HMAC-SHA256 with the server's secret: a value that identifies an account (in log lines, in counter keys)
 * without naming it, which nobody without the key can link back to an account or an email address.
 */
export class KeyedHash {
  private readonly key: string;

  constructor(key: string | undefined) {
    this.key = key ?? PROCESS_KEY;
  }

  /** 32 hex characters (128 bits); `purpose` keeps the hashes of one use from matching those of another. */
  of(purpose: string, value: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\0${value}`).digest('hex').slice(0, 32);
  }
}
