import { Inject, Injectable } from '@nestjs/common';
import { passwordMatches } from '../../auth/application/passwords.js';
import { SessionService } from '../../auth/application/session.service.js';
import { AuthError } from '../../auth/domain/auth.errors.js';
import type { Session } from '../../auth/domain/session.js';
import { USER_REPOSITORY, type UserRepository } from '../../auth/domain/user.repository.port.js';
import { Clock } from '../../common/clock.js';
import { SecurityEvents } from '../../common/security/security-events.js';
import {
  CONTACT_MESSAGE_REPOSITORY,
  type ContactMessageRepository,
} from '../../contact/domain/contact-message.repository.port.js';
import { SearchHistoryService } from '../../history/application/search-history.service.js';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../../profile/domain/profile.repository.port.js';

// Deleting an account without a password needs a Google sign-in this recent.
const FRESH_GOOGLE_SIGN_IN_MS = 10 * 60 * 1000;
/** Privacy policy: accounts inactive for 2 years are deleted. */
export const INACTIVE_AFTER_MS = 2 * 365.25 * 24 * 60 * 60 * 1000;

@Injectable()
export class AccountService {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @Inject(CONTACT_MESSAGE_REPOSITORY) private readonly messages: ContactMessageRepository,
    private readonly history: SearchHistoryService,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly events: SecurityEvents,
  ) {}

  /** Everything we hold about the person (never the password hash). */
  async export(userId: string) {
    const user = await this.users.findById(userId);
    if (!user) throw new AuthError('not-signed-in', 'Please sign in again.');
    const [profile, history, messages] = await Promise.all([
      this.profiles.find(userId),
      this.history.all(userId),
      this.messages.listForUser(userId),
    ]);
    const { passwordHash: _secret, googleSubject, ...account } = user;
    return {
      exportedAt: this.clock.now().toISOString(),
      account: {
        ...account,
        signInMethods: [...(user.passwordHash ? ['password'] : []), ...(googleSubject ? ['google'] : [])],
      },
      profile,
      searchHistory: history,
      contactMessages: messages,
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
    await this.users.delete(user.id);
    this.events.record('account-deleted', { userId: user.id });
  }

  /** The scheduled clean-up: deletes accounts not used for 2 years; returns how many. */
  deleteInactive(): Promise<number> {
    return this.users.deleteInactiveSince(new Date(this.clock.now().getTime() - INACTIVE_AFTER_MS));
  }
}
