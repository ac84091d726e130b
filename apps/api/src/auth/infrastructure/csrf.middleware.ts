import { ForbiddenException, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE } from '../domain/session.js';
import { readCookie } from './cookies.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that carry the session cookie but come from another site, judged by the
 * browser-set Origin and Sec-Fetch-Site headers (a page elsewhere cannot forge them).
 */
@Injectable()
export class CsrfMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    if (SAFE.has(req.method) || readCookie(req, SESSION_COOKIE) === undefined) return next();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    let foreignOrigin = false;
    if (origin && origin !== 'null') {
      try {
        foreignOrigin = new URL(origin).host !== req.headers.host;
      } catch {
        foreignOrigin = true;
      }
    }
    if (site === 'cross-site' || foreignOrigin || origin === 'null') {
      return next(new ForbiddenException('This request came from another website and was refused.'));
    }
    next();
  }
}
