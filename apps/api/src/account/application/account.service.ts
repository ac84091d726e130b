import { Inject, Injectable } from '@nestjs/common';
import {
  passwordMatches,
  SessionService,
  AuthError,
  EMAIL_CODE_REPOSITORY,
  type EmailCodeRepository,
  type Session,
  type User,
  USER_REPOSITORY,
  type UserRepository,
} from '../../auth/index.js';
import { Clock } from '../../common/clock.js';
import { SecurityEvents } from '../../common/security/security-events.js';
import { CONTACT_MESSAGE_REPOSITORY, type ContactMessageRepository } from '../../contact/index.js';
import { SearchHistoryService } from '../../history/index.js';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../../profile/index.js';

// Deleting an account without a password needs a Google sign-in this recent.
const FRESH_GOOGLE_SIGN_IN_MS = 10 * 60 * 1000;
/** Privacy policy: accounts inactive for 2 years are deleted. */
const INACTIVE_AFTER_MS = 2 * 365.25 * 24 * 60 * 60 * 1000;

/**
 * Messages sent signed out are the person's only when the address is proven: anyone may sign up with someone
 * else's email, and must not get (or erase) what that person wrote to support.
 */
const provenEmail = (user: User): string | null => (user.emailVerified ? user.email : null);

@Injectable()
export class AccountService {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @Inject(CONTACT_MESSAGE_REPOSITORY) private readonly messages: ContactMessageRepository,
    @Inject(EMAIL_CODE_REPOSITORY) private readonly codes: EmailCodeRepository,
    private readonly history: SearchHistoryService,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly events: SecurityEvents,
  ) {}

  /** Everything we hold about the person (never the password hash, nor the hashes of session ids and codes). */
  async export(userId: string) {
    const user = await this.users.findById(userId);
    if (!user) throw new AuthError('not-signed-in', 'Please sign in again.');
    const [profile, history, messages, sessions, codes] = await Promise.all([
      this.profiles.find(userId),
      this.history.all(userId),
      this.messages.listForPerson(userId, provenEmail(user)),
      this.sessions.listFor(userId),
      this.codes.listForUser(userId),
    ]);
    const { passwordHash: _secret, googleSubject, ...account } = user;
    return {
      exportedAt: this.clock.now().toISOString(),
      account: {
        ...account,
        signInMethods: [...(user.passwordHash ? ['password'] : []), ...(googleSubject ? ['google'] : [])],
        google: { linked: googleSubject !== null, subject: googleSubject },
      },
      profile,
      searchHistory: history,
      contactMessages: messages,
      sessions: sessions.map(({ method, createdAt, lastSeenAt, expiresAt }) => ({
        method,
        createdAt,
        lastSeenAt,
        expiresAt,
      })),
      emailCodes: codes.map(({ purpose, createdAt, expiresAt, usedAt }) => ({ purpose, createdAt, expiresAt, usedAt })),
    };
  }

  /** Removes the person and all their data at once; proven by their password or a fresh Google sign-in. */
  async delete(session: Session, password: string | undefined): Promise<void> {
    const user = await this.users.findById(session.userId);
    if (!user) throw new AuthError('not-signed-in', 'Please sign in again.');
    const freshGoogle =
      session.method === 'google' && this.clock.now().getTime() - session.createdAt.getTime() < FRESH_GOOGLE_SIGN_IN_MS;
    const passwordOk =
      password !== undefined && user.passwordHash !== null && (await passwordMatches(user.passwordHash, password));
    if (!passwordOk && !freshGoogle) {
      throw new AuthError(
        'reauthentication-required',
        user.passwordHash
          ? 'Please enter your password to delete your account.'
          : 'Please sign in with Google again to delete your account.',
      );
    }
    // Sessions first: in Redis they do not go with the database rows.
    await this.sessions.endAllFor(user.id);
    // Messages sent signed out have no link to the account; the rest goes with the user row (cascade).
    const email = provenEmail(user);
    if (email) await this.messages.deleteSentSignedOutFrom(email);
    await this.users.delete(user.id);
    this.events.record('account-deleted', { userId: user.id });
  }

  /** The scheduled clean-up: deletes accounts not used for 2 years; returns how many. */
  deleteInactive(): Promise<number> {
    return this.users.deleteInactiveSince(new Date(this.clock.now().getTime() - INACTIVE_AFTER_MS));
  }
}
