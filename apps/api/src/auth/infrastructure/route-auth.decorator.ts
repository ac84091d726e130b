import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { SignedInGuard } from './signed-in.guard.js';

/** Metadata key under which every route declares who may call it (checked for every route by a test). */
export const ROUTE_AUTH = 'otc:route-auth';
export type RouteAuth = 'public' | 'signed-in';

/**
 * Anyone may call this route; a session, when there is one, only personalises the answer. Declared on each route
 * (never on a controller), so a route added later is public only by choice.
 */
export const Public = (): MethodDecorator => SetMetadata(ROUTE_AUTH, 'public' satisfies RouteAuth);

/** Only a signed-in person may call this route (401 otherwise). On a controller it covers all its routes. */
export const SignedIn = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(ROUTE_AUTH, 'signed-in' satisfies RouteAuth), UseGuards(SignedInGuard));
