import { ForbiddenException, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests that a browser says come from another site, judged by the browser-set
 * Sec-Fetch-Site and Origin headers (a page elsewhere cannot forge them). Signed out too: a forged sign-in
 * or sign-up would put the visitor in an account the attacker controls. Clients that send neither header
 * (servers, scripts) are not browsers and pass. The public URL's origin is accepted even when a proxy in
 * front changes the Host header.
 */
@Injectable()
export class CsrfMiddleware implements NestMiddleware {
  private readonly publicHost: string | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.publicHost = hostOf(config.publicUrl);
  }

  use(req: Request, _res: Response, next: NextFunction): void {
    if (SAFE.has(req.method) || this.sameSite(req)) return next();
    next(new ForbiddenException('This request came from another website and was refused.'));
  }

  private sameSite(req: Request): boolean {
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined) return site === 'same-origin' || site === 'none';
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    const host = hostOf(origin);
    return host !== null && (host === req.headers.host || host === this.publicHost);
  }
}
