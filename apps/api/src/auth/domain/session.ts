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
  /**
   * The version of the person's saved profile as the store read it with the session, in the same query (null:
   * none saved), so a signed-in request need not read an unchanged profile again. Absent where the store cannot
   * tell it at that moment (Redis, a copy kept in process).
   */
  profileVersion?: string | null;
}

export const SESSION_COOKIE = 'otc_session';

/**
 * In production the cookie is named __Host-otc_session: browsers then accept it only when Secure, for Path=/ and
 * without Domain, so neither a sibling subdomain nor a plain-http page can plant or shadow it. (Development on
 * http://localhost cannot use Secure cookies everywhere, so it keeps the plain name.)
 */
export const sessionCookieName = (production: boolean): string =>
  production ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
