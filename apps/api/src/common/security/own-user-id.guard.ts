import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
// The session's place on the request (Request.auth) is declared by the auth capability.
import type {} from '../../auth/index.js';

/** Names under which a route takes a person's id, in its path, its query or its JSON body. */
const USER_ID_FIELDS = ['uid', 'userId'];
/** What signed-out clients send (spec), and what a signed-in tab may still send for a moment. */
const ANONYMOUS = 'anonymous';

const valuesOf = (source: unknown): unknown[] =>
  source !== null && typeof source === 'object' && !Array.isArray(source)
    ? USER_ID_FIELDS.map((field) => (source as Record<string, unknown>)[field])
    : [];

/**
 * A signed-in person naming someone else's id anywhere (path, query or body) is refused with 403, the same
 * answer whether that id exists or not, on every route, present and future. Identity still only ever comes
 * from the session; signed-out requests are left to each route (401, or an anonymous answer).
 */
@Injectable()
export class OwnUserIdGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const own = req.auth?.userId;
    if (!own) return true;
    const named = [req.params, req.query, req.body].flatMap(valuesOf);
    if (named.some((id) => typeof id === 'string' && id !== '' && id !== own && id !== ANONYMOUS)) {
      throw new ForbiddenException('You can only see and change your own data.');
    }
    return true;
  }
}
