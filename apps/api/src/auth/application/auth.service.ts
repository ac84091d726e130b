import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Clock } from '../../common/clock.js';
import { SecurityEvents } from '../../common/security/security-events.js';
import { hashSecret, newSecret } from '../../common/tokens.js';
import { MailQueue, withoutAddresses, MAILER, type Mailer } from '../../mail/index.js';
import { AuthError } from '../domain/auth.errors.js';
import { assertUsablePassword } from '../domain/password-policy.js';
import {
  EMAIL_CODE_REPOSITORY,
  type EmailCodePurpose,
  type EmailCodeRepository,
} from '../domain/email-code.repository.port.js';
import { normaliseEmail, type User } from '../domain/user.js';
import { EmailTakenError, USER_REPOSITORY, type UserRepository } from '../domain/user.repository.port.js';
import { decoyHash, hashPassword, passwordMatches } from './passwords.js';
import { SessionService } from './session.service.js';
import { SignInLockoutService } from './sign-in-lockout.service.js';

const HOUR = 60 * 60 * 1000;
const lockedError = (seconds: number) =>
  new AuthError(
    'account-locked',
    `Too many failed sign-ins for this account. Please wait ${Math.ceil(seconds / 60)} minutes and try again, or reset your password.`,
    seconds,
  );
const CODE_LIFETIME: Record<EmailCodePurpose, number> = { 'verify-email': 24 * HOUR, 'reset-password': HOUR };
const RESEND_COOLDOWN_SECONDS = 60;

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(EMAIL_CODE_REPOSITORY) private readonly codes: EmailCodeRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly lockout: SignInLockoutService,
    private readonly events: SecurityEvents,
    private readonly mailQueue: MailQueue,
  ) {}

  /** The session's person, or null when the account has gone since the session began. */
  findCurrentUser(userId: string): Promise<User | null> {
    return this.users.findById(userId);
  }

  async currentUser(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new AuthError('not-signed-in', 'Please sign in again.');
    return user;
  }

  async signUp(email: string, password: string): Promise<{ user: User; token: string }> {
    await assertUsablePassword(password, { email });
    let user: User;
    try {
      user = await this.users.create({
        email: normaliseEmail(email),
        passwordHash: await hashPassword(password),
        emailVerified: false,
        googleSubject: null,
        firstName: null,
        lastName: null,
        photoUrl: null,
      });
    } catch (error) {
      if (error instanceof EmailTakenError)
        throw new AuthError('email-taken', 'An account with this email already exists.');
      throw error;
    }
    const { token } = await this.sessions.start(user.id, 'password');
    // The account exists now: a mail failure must not turn it into an error the person cannot retry.
    // They can ask for the email again from the verification page.
    await this.sendCode(user, 'verify-email').catch((error: unknown) =>
      this.logger.error(`Verification email not sent: ${withoutAddresses(error)}`),
    );
    return { user, token };
  }

  /**
   * One answer for a wrong email and a wrong password, taking as long either way. A locked address (too many
   * failures, account or not) is refused before its password is looked at, so guessing on learns nothing.
   */
  async signIn(email: string, password: string): Promise<{ user: User; token: string }> {
    const lockedFor = await this.lockout.lockedForSeconds(email);
    if (lockedFor > 0) {
      this.events.record('sign-in-refused-locked', { lockedForSeconds: lockedFor });
      throw lockedError(lockedFor);
    }
    const user = await this.users.findByEmail(normaliseEmail(email));
    const matches = user?.passwordHash
      ? await passwordMatches(user.passwordHash, password)
      : await passwordMatches(await decoyHash(), password);
    if (!user || !matches) {
      const lockedNow = await this.lockout.recordFailure(email);
      this.events.record('sign-in-failed', { userId: user?.id, accountExists: !!user });
      if (lockedNow > 0) this.events.record('account-locked', { userId: user?.id, lockedForSeconds: lockedNow });
      throw new AuthError('invalid-credentials', 'The email or password is not correct.');
    }
    await this.lockout.succeeded(email);
    const { token } = await this.sessions.start(user.id, 'password');
    this.events.record('sign-in-succeeded', { userId: user.id, method: 'password' });
    // Whoever signs in remembers the password: a reset link still lying in the mailbox is only a risk now.
    await this.codes.invalidateOpen(user.id, 'reset-password', this.clock.now());
    return { user, token };
  }

  async verifyEmail(code: string): Promise<User> {
    const user = await this.redeem(code, 'verify-email');
    await this.users.update(user.id, { emailVerified: true });
    return { ...user, emailVerified: true };
  }

  async resendVerification(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new AuthError('not-signed-in', 'Please sign in again.');
    if (user.emailVerified) throw new AuthError('already-verified', 'Your email address is already verified.');
    const last = await this.codes.latestCreatedAt(user.id, 'verify-email');
    const waited = last ? (this.clock.now().getTime() - last.getTime()) / 1000 : Infinity;
    if (waited < RESEND_COOLDOWN_SECONDS) {
      const left = Math.ceil(RESEND_COOLDOWN_SECONDS - waited);
      throw new AuthError('resend-too-soon', `Please wait ${left} seconds before asking for another email.`, left);
    }
    await this.sendCode(user, 'verify-email');
  }

  /**
   * Always succeeds from the outside, at once: the lookup and the mail are queued for after the answer, so
   * neither its content nor its timing shows whether the email has an account. Failures are logged only.
   */
  async requestPasswordReset(email: string): Promise<void> {
    this.mailQueue.enqueue('Reset email not sent', async () => {
      const user = await this.users.findByEmail(normaliseEmail(email));
      this.events.record('password-reset-requested', { userId: user?.id, accountExists: !!user });
      if (user) await this.sendCode(user, 'reset-password');
    });
  }

  /** Sets the new password and signs out every session, since someone else may hold one. */
  async confirmPasswordReset(code: string, password: string): Promise<void> {
    // Judged for this person before the code is used up, so a refused password can be replaced and sent again.
    const user = await this.redeem(code, 'reset-password', (owner) => assertUsablePassword(password, owner));
    await this.codes.invalidateOpen(user.id, 'reset-password', this.clock.now());
    // Following the emailed link also proves the address.
    await this.users.update(user.id, { passwordHash: await hashPassword(password), emailVerified: true });
    await this.sessions.endAllFor(user.id);
    // The owner proved the address: a lockout from someone guessing no longer keeps them out.
    await this.lockout.lift(user.email);
    this.events.record('password-reset-completed', { userId: user.id });
  }

  async signInWithGoogle(identity: GoogleIdentity): Promise<{ user: User; token: string; isNew: boolean }> {
    let user = await this.users.findByGoogleSubject(identity.subject);
    let isNew = false;
    if (!user) {
      const byEmail = await this.users.findByEmail(normaliseEmail(identity.email));
      if (byEmail) {
        // Link only when Google vouches for the address; otherwise someone could claim another person's account.
        if (!identity.emailVerified) throw new AuthError('google-failed', 'Google did not confirm this email address.');
        user = await this.linkGoogle(byEmail, identity.subject);
      } else {
        user = await this.users.create({
          email: normaliseEmail(identity.email),
          passwordHash: null,
          emailVerified: identity.emailVerified,
          googleSubject: identity.subject,
          firstName: identity.firstName,
          lastName: identity.lastName,
          photoUrl: identity.photoUrl,
        });
        isNew = true;
      }
    }
    const { token } = await this.sessions.start(user.id, 'google');
    this.events.record('sign-in-succeeded', { userId: user.id, method: 'google', isNew });
    await this.codes.invalidateOpen(user.id, 'reset-password', this.clock.now());
    return { user, token, isNew };
  }

  /**
   * Links Google to an existing account with the same address. An address nobody ever proved may have been
   * signed up by someone else to wait for the owner (pre-hijack): Google's owner then gets the account alone,
   * with no password, no other session and no open email link. The owner is told either way.
   */
  private async linkGoogle(existing: User, subject: string): Promise<User> {
    const takeOver = !existing.emailVerified;
    const changes = { googleSubject: subject, emailVerified: true, ...(takeOver ? { passwordHash: null } : {}) };
    await this.users.update(existing.id, changes);
    if (takeOver) {
      await this.sessions.endAllFor(existing.id);
      await this.codes.invalidateOpen(existing.id, null, this.clock.now());
    }
    this.events.record(takeOver ? 'google-took-over-unverified-account' : 'google-linked', { userId: existing.id });
    this.mailQueue.enqueue('Google link notice not sent', () =>
      this.mailer.send({
        to: existing.email,
        subject: 'Google sign-in was linked to your OTC Relief account',
        text: takeOver
          ? `Google sign-in is now linked to the OTC Relief account for this address.\n\nThe address had never been confirmed, so the account's old password was removed and every other session was signed out. From now on, sign in with Google. If you want a password as well, set one with "Forgot password" on the sign-in page.\n\nPlease check your health profile and search history: what is in them was entered before this address was confirmed, possibly by someone else.`
          : `Google sign-in is now linked to the OTC Relief account for this address. Your password still works.\n\nIf this was not you, reset your password with "Forgot password" on the sign-in page and contact support.`,
      }),
    );
    return { ...existing, ...changes };
  }

  private async redeem(
    code: string,
    purpose: EmailCodePurpose,
    beforeUse?: (user: User) => Promise<void>,
  ): Promise<User> {
    const invalid = new AuthError('invalid-code', 'This link is invalid or has expired. Please ask for a new one.');
    const stored = await this.codes.find(hashSecret(code));
    const now = this.clock.now();
    if (!stored || stored.purpose !== purpose || stored.usedAt || stored.expiresAt <= now) throw invalid;
    const user = await this.users.findById(stored.userId);
    if (!user) throw invalid;
    await beforeUse?.(user);
    if (!(await this.codes.markUsed(stored.codeHash, now))) throw invalid;
    return user;
  }

  private async sendCode(user: User, purpose: EmailCodePurpose): Promise<void> {
    const code = newSecret();
    const now = this.clock.now();
    await this.codes.save({
      codeHash: hashSecret(code),
      userId: user.id,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME[purpose]),
      usedAt: null,
    });
    const base = this.config.publicUrl;
    if (purpose === 'verify-email') {
      const link = `${base}/verify-email?mode=verifyEmail&oobCode=${code}`;
      await this.mailer.send({
        to: user.email,
        subject: 'Verify your email for OTC Relief',
        text: `Welcome to OTC Relief.\n\nPlease confirm your email address by opening this link (it works once, for 24 hours):\n\n${link}\n\nIf you did not sign up, you can ignore this email.`,
      });
    } else {
      const link = `${base}/reset-password?mode=resetPassword&oobCode=${code}`;
      await this.mailer.send({
        to: user.email,
        subject: 'Reset your OTC Relief password',
        text: `Someone asked to reset the password for this address.\n\nTo choose a new password, open this link (it works once, for 1 hour):\n\n${link}\n\nIf it was not you, ignore this email: your password stays the same.`,
      });
    }
  }
}
