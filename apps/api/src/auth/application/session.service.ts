import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Clock } from '../../common/clock.js';
import { hashSecret, newSecret } from '../../common/tokens.js';
import type { Session, SignInMethod } from '../domain/session.js';
import { SESSION_STORE, type SessionStore } from '../domain/session-store.port.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.port.js';

// Writing last-seen on every request would turn reads into writes; once every few minutes is enough.
const TOUCH_EVERY_MS = 5 * 60 * 1000;

@Injectable()
export class SessionService {
  constructor(
    @Inject(SESSION_STORE) private readonly store: SessionStore,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Starts a session and returns the secret for the cookie (a new id every sign-in). */
  async start(userId: string, method: SignInMethod): Promise<{ token: string; session: Session }> {
    const token = newSecret();
    const now = this.clock.now();
    const session: Session = {
      idHash: hashSecret(token),
      userId,
      method,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.config.sessions.absoluteMs),
    };
    await this.store.save(session);
    await this.users.update(userId, { lastActiveAt: now });
    return { token, session };
  }

  /** The live session behind a cookie value, or null when unknown, idle too long or past its end. */
  async resolve(token: string | undefined): Promise<Session | null> {
    if (!token || token.length > 100) return null;
    const session = await this.store.find(hashSecret(token));
    if (!session) return null;
    const now = this.clock.now();
    const idle = now.getTime() - session.lastSeenAt.getTime() > this.config.sessions.idleMs;
    if (idle || now >= session.expiresAt) {
      await this.store.delete(session.idHash);
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.store.touch(session.idHash, now);
      await this.users.update(session.userId, { lastActiveAt: now });
    }
    return session;
  }

  end(idHash: string): Promise<void> {
    return this.store.delete(idHash);
  }

  listFor(userId: string): Promise<Session[]> {
    return this.store.listForUser(userId);
  }

  endAllFor(userId: string, exceptIdHash?: string): Promise<void> {
    return this.store.deleteAllForUser(userId, exceptIdHash);
  }
}
