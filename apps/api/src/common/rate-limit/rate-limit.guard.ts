import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export type RateLimitName = keyof AppConfig['rateLimits'];

export const THROTTLER_STORAGE = Symbol('THROTTLER_STORAGE');
const RATE_LIMIT = 'otc:rate-limit';

const ANONYMOUS_ONLY = 'otc:rate-limit-anonymous-only';

/** Limits how often one client may call the route (per IP), with the limits from the configuration. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);

/** The same, counting only requests without a session (signed-in requests are limited per person instead). */
export const AnonymousRateLimit = (name: RateLimitName) =>
  applyDecorators(RateLimit(name), SetMetadata(ANONYMOUS_ONLY, true));

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(THROTTLER_STORAGE) private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT, context.getHandler());
    if (!name) return true;
    const { limit, ttlMs } = this.config.rateLimits[name];
    const req = context.switchToHttp().getRequest<Request>();
    if (req.auth && this.reflector.get<boolean | undefined>(ANONYMOUS_ONLY, context.getHandler())) return true;
    const record = await this.storage.increment(`${name}:${req.ip}`, ttlMs, limit, ttlMs, name);
    if (record.totalHits <= limit) return true;
    const seconds = Math.max(1, Math.ceil(record.timeToExpire));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new HttpException(
      `Too many attempts. Please wait ${seconds} seconds and try again.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
