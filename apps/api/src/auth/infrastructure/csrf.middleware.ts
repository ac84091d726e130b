import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { RequestError } from '../../common/request.errors.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** scheme://host:port as the URL standard serialises it (default ports dropped), or null. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests that a browser says come from another site, judged by the browser-set
 * Sec-Fetch-Site and Origin headers (a page elsewhere cannot forge them). Signed out too: a forged sign-in
 * or sign-up would put the visitor in an account the attacker controls. Clients that send neither header
 * (servers, scripts) are not browsers and pass. The public URL's origin is accepted even when a proxy in
 * front changes the Host header. Scheme, host and port must all match: http://site is another origin than
 * https://site (a network attacker can serve it), and so is the same host on another port.
 */
@Injectable()
export class CsrfMiddleware implements NestMiddleware {
  private readonly publicOrigin: string | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.publicOrigin = originOf(config.publicUrl);
  }

  use(req: Request, _res: Response, next: NextFunction): void {
    if (SAFE.has(req.method) || this.sameSite(req)) return next();
    next(new RequestError('request.cross_site', 'This request came from another website and was refused.'));
  }

  private sameSite(req: Request): boolean {
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined) return site === 'same-origin' || site === 'none';
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    const from = originOf(origin);
    if (from === null) return false;
    // req.protocol believes X-Forwarded-Proto only from the trusted proxies (trust proxy setting).
    const own = req.headers.host ? originOf(`${req.protocol}://${req.headers.host}`) : null;
    return from === own || from === this.publicOrigin;
  }
}
