import type { NestExpressApplication } from '@nestjs/platform-express';
import { noStoreApiAnswers } from './api-caching.js';
import { answerMalformedRequestsWithJson } from './malformed-requests.js';
import { OwnUserIdGuard } from './own-user-id.guard.js';
import { jsonBodiesOnly } from './request-bodies.js';
import { decodablePathsOnly } from './request-paths.js';
import { securityHeaders } from './security-headers.js';

export interface SecurityOptions {
  production: boolean;
  webDistDir: string | null;
}

/**
 * The app's defences that sit in front of every route. Call before the web client and the docs are mounted,
 * so their responses get the headers too.
 */
export function secureApp(app: NestExpressApplication, options: SecurityOptions): void {
  app.use(securityHeaders(options));
  app.use(noStoreApiAnswers());
  app.use(decodablePathsOnly());
  app.use(jsonBodiesOnly());
  app.useGlobalGuards(new OwnUserIdGuard());
  answerMalformedRequestsWithJson(app.getHttpServer(), options.production);
}
