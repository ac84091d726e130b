import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SessionService } from '../application/session.service.js';
import { SESSION_COOKIE } from '../domain/session.js';
import { readCookie } from './cookies.js';
import './request-auth.js';

/** Attaches the signed-in session (if any) to the request. Identity never comes from anything else. */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  constructor(private readonly sessions: SessionService) {}

  async use(req: Request, _res: Response, next: NextFunction): Promise<void> {
    try {
      const session = await this.sessions.resolve(readCookie(req, SESSION_COOKIE));
      if (session) req.auth = session;
      next();
    } catch (error) {
      next(error);
    }
  }
}
