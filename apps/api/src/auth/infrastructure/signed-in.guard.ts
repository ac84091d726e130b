import {
  createParamDecorator,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import type { RequestAuth } from './request-auth.http.js';

/** Lets a request through only with a live session. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<Request>().auth)
      throw new UnauthorizedException('Please sign in to continue.');
    return true;
  }
}

/** The session of a signed-in request (use with SignedInGuard), or undefined on public routes. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RequestAuth | undefined =>
    context.switchToHttp().getRequest<Request>().auth,
);
