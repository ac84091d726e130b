import type { NextFunction, Request, Response } from 'express';
import { Passport } from 'passport';
import { Strategy, type Profile, type StrategyOptions } from 'passport-google-oauth20';
import type { GoogleConfig } from '../../config/app-config.js';
import { newSecret } from '../../common/tokens.js';
import type { GoogleIdentity } from '../application/auth.service.js';
import { AuthError } from '../domain/auth.errors.js';
import { readCookie } from './cookies.http.js';

const STATE_COOKIE = 'otc_oauth_state';
const STATE_MAX_AGE_MS = 10 * 60 * 1000;

type Stored = (error: Error | null, state?: string) => void;
type Loaded = (error: Error | null, verifier?: string | false, info?: { message: string }) => void;

/**
 * passport-oauth2's state store (chosen by the arity of store()), without express-session: the state and the
 * PKCE verifier travel in one short-lived HttpOnly cookie scoped to /api/auth/google. The verifier never
 * appears in a URL, so a code caught on the way back (logs, referrers, another app) cannot be traded.
 */
class CookieStateStore {
  constructor(private readonly cookie: () => { httpOnly: true; sameSite: 'lax'; secure: boolean; path: string }) {}

  store(req: Request, verifier: string, _state: unknown, _meta: unknown, done: Stored): void {
    const state = newSecret();
    req.res!.cookie(STATE_COOKIE, `${state}.${verifier}`, { ...this.cookie(), maxAge: STATE_MAX_AGE_MS });
    done(null, state);
  }

  verify(req: Request, provided: unknown, done: Loaded): void {
    const [state, verifier] = (readCookie(req, STATE_COOKIE) ?? '').split('.');
    // One use: the cookie goes whatever the outcome.
    req.res!.clearCookie(STATE_COOKIE, this.cookie());
    if (!state || !verifier || provided !== state) return done(null, false, { message: 'state mismatch' });
    done(null, verifier);
  }
}

/**
 * Google sign-in through passport-google-oauth20, with its own Passport instance (no global state), PKCE (S256)
 * and a state cookie that ties the callback to the browser that started it.
 */
export class GoogleSignIn {
  private readonly passport = new Passport();

  constructor(
    config: GoogleConfig,
    publicUrl: string,
    private readonly secureCookies: boolean,
  ) {
    this.passport.use(
      new Strategy(
        {
          clientID: config.clientId,
          clientSecret: config.clientSecret,
          callbackURL: `${publicUrl}/api/auth/google/callback`,
          authorizationURL: config.authorizationUrl,
          tokenURL: config.tokenUrl,
          userProfileURL: config.userInfoUrl,
          pkce: true,
          // The typings know only the older store() signatures; passport-oauth2 1.8 passes the verifier too.
          store: new CookieStateStore(() => this.stateCookie()) as unknown as StrategyOptions['store'],
        },
        (
          _accessToken: string,
          _refreshToken: string,
          profile: Profile,
          done: (e: unknown, u?: GoogleIdentity) => void,
        ) => {
          const email = profile.emails?.[0];
          if (!email?.value) return done(new AuthError('google-failed', 'Google did not share an email address.'));
          const json = profile._json as { email_verified?: boolean | string };
          done(null, {
            subject: profile.id,
            email: email.value,
            emailVerified: json.email_verified === true || json.email_verified === 'true',
            firstName: profile.name?.givenName ?? null,
            lastName: profile.name?.familyName ?? null,
            photoUrl: profile.photos?.[0]?.value ?? null,
          });
        },
      ),
    );
  }

  /** Redirects to Google's account picker. */
  start(req: Request, res: Response, next: NextFunction): void {
    // No state here: the store makes it, with the PKCE verifier, and sets the cookie.
    this.passport.authenticate('google', { session: false, scope: ['profile', 'email'], prompt: 'select_account' })(
      req,
      res,
      next,
    );
  }

  // The clearing cookie carries the same attributes as the one it replaces, so every Set-Cookie is locked down.
  private stateCookie() {
    return { httpOnly: true as const, sameSite: 'lax' as const, secure: this.secureCookies, path: '/api/auth/google' };
  }

  /** Completes the flow on the callback: checks the state, trades the code with the verifier, returns who. */
  finish(req: Request, res: Response): Promise<GoogleIdentity> {
    // A callback without a code would make passport start a new flow instead of finishing this one.
    if (typeof req.query.code !== 'string' || typeof req.query.state !== 'string') {
      res.clearCookie(STATE_COOKIE, this.stateCookie());
      return Promise.reject(new AuthError('google-failed', 'Failed to sign in with Google. Please try again.'));
    }
    return new Promise((resolve, reject) => {
      this.passport.authenticate('google', { session: false }, (error: unknown, identity: GoogleIdentity | false) => {
        if (error instanceof AuthError) return reject(error);
        if (error || !identity)
          return reject(new AuthError('google-failed', 'Failed to sign in with Google. Please try again.'));
        resolve(identity);
      })(req, res, (error?: unknown) => reject(error));
    });
  }
}

export const GOOGLE_SIGN_IN = Symbol('GOOGLE_SIGN_IN');
