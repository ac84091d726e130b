export type SignInMethod = 'password' | 'google';

/** A signed-in session. Only a hash of its id is stored; the id itself lives in the person's cookie. */
export interface Session {
  idHash: string;
  userId: string;
  method: SignInMethod;
  createdAt: Date;
  lastSeenAt: Date;
  /** Absolute expiry: the session ends then whatever the activity. */
  expiresAt: Date;
}

export const SESSION_COOKIE = 'otc_session';
