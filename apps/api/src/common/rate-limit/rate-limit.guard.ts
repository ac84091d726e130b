import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RequestError } from '../request.errors.js';
import { clientAddressKey } from './client-address.js';

export type RateLimitName = keyof AppConfig['rateLimits'];

export const THROTTLER_STORAGE = Symbol('THROTTLER_STORAGE');
const RATE_LIMIT = 'otc:rate-limit';
const RATE_LIMIT_PER_PERSON = 'otc:rate-limit-per-person';
const ANONYMOUS_ONLY = 'otc:rate-limit-anonymous-only';

/**
 * Limits how often one client may call the route (per IP; an IPv6 client per /64), with the limits from the
 * configuration.
 */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);

/** The same, counting only requests without a session (signed-in requests are limited per person instead). */
export const AnonymousRateLimit = (name: RateLimitName) =>
  applyDecorators(RateLimit(name), SetMetadata(ANONYMOUS_ONLY, true));

/** Limits how often one signed-in person (by the session's user id, from any address) may call the route. */
export const RateLimitPerPerson = (name: RateLimitName) => SetMetadata(RATE_LIMIT_PER_PERSON, name);

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(THROTTLER_STORAGE) private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const handler = context.getHandler();
    const perClient = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT, handler);
    const anonymousOnly = this.reflector.get<boolean | undefined>(ANONYMOUS_ONLY, handler) === true;
    if (perClient && !(anonymousOnly && req.auth)) await this.count(context, perClient, clientAddressKey(req.ip));
    const perPerson = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT_PER_PERSON, handler);
    if (perPerson && req.auth) await this.count(context, perPerson, `user:${req.auth.userId}`);
    return true;
  }

  private async count(context: ExecutionContext, name: RateLimitName, who: string): Promise<void> {
    const { limit, ttlMs } = this.config.rateLimits[name];
    const record = await this.storage.increment(`${name}:${who}`, ttlMs, limit, ttlMs, name);
    if (record.totalHits <= limit) return;
    const seconds = Math.max(1, Math.ceil(record.timeToExpire));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new RequestError('request.rate_limited', `Too many attempts. Please wait ${seconds} seconds and try again.`);
  }
}
