import type { NextFunction, Request, Response } from 'express';
import { Passport } from 'passport';
import { Strategy, type Profile } from 'passport-google-oauth20';
import type { GoogleConfig } from '../../config/app-config.js';
import { newSecret } from '../../common/tokens.js';
import type { GoogleIdentity } from '../application/auth.service.js';
import { AuthError } from '../domain/auth.errors.js';
import { readCookie } from './cookies.js';

const STATE_COOKIE = 'otc_oauth_state';

/**
 * Google sign-in through passport-google-oauth20, with its own Passport instance (no global state) and a
 * state cookie that ties the callback to the browser that started it.
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
    const state = newSecret();
    res.cookie(STATE_COOKIE, state, { ...this.stateCookie(), maxAge: 10 * 60 * 1000 });
    this.passport.authenticate('google', {
      session: false,
      scope: ['profile', 'email'],
      prompt: 'select_account',
      state,
    })(req, res, next);
  }

  // The clearing cookie carries the same attributes as the one it replaces, so every Set-Cookie is locked down.
  private stateCookie() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.secureCookies, path: '/api/auth/google' };
  }

  /** Completes the flow on the callback: checks the state, trades the code, returns who signed in. */
  finish(req: Request, res: Response): Promise<GoogleIdentity> {
    const expected = readCookie(req, STATE_COOKIE);
    res.clearCookie(STATE_COOKIE, this.stateCookie());
    if (!expected || req.query.state !== expected) {
      return Promise.reject(
        new AuthError('google-failed', 'The Google sign-in could not be matched to this browser. Please try again.'),
      );
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
