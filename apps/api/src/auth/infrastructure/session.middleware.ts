import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SessionService } from '../application/session.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { sessionCookieName } from '../domain/session.js';
import { readCookie } from './cookies.http.js';
import './request-auth.http.js';

/** Attaches the signed-in session (if any) to the request. Identity never comes from anything else. */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  private readonly cookieName: string;

  constructor(
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cookieName = sessionCookieName(config.production);
  }

  async use(req: Request, _res: Response, next: NextFunction): Promise<void> {
    try {
      const session = await this.sessions.resolve(readCookie(req, this.cookieName));
      if (session) req.auth = session;
      next();
    } catch (error) {
      next(error);
    }
  }
}
