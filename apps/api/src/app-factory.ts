import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type { LoggerService, LogLevel } from '@nestjs/common';
import { AppModule } from './app.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { secureApp } from './common/security/secure-app.js';
import { apiValidationPipe } from './common/validation.pipe.js';
import type { AppConfig } from './config/app-config.js';
import type { AppLogger } from './logging/app-logger.js';
import { PinoNestLogger } from './logging/nest-logger.js';
import { requestIdMiddleware } from './logging/request-id.middleware.js';
import { requestLoggerMiddleware } from './logging/request-logger.middleware.js';
import { buildOpenApiDocument } from './openapi/openapi-document.js';
import { serveWebClient } from './web/web-client.js';
import { sessionCookieName } from './auth/index.js';

export interface CreateAppOptions {
  logger?: LoggerService | LogLevel[] | false;
  /** JSON logs (main.ts): Nest's lines go through it unless `logger` is given, plus one line per request. */
  log?: AppLogger;
}

/** Builds the whole app (API, docs and web client) without listening; main, tests and the OpenAPI writer share it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: options.logger ?? (options.log ? new PinoNestLogger(options.log) : ['error', 'warn']),
    abortOnError: false,
  });
  // Signals are handled by main.ts (lifecycle/graceful-shutdown.ts), which drains HTTP before closing the app.
  // First, so every answer (static files and body-parser errors included) carries its X-Request-Id.
  app.use(requestIdMiddleware);
  if (options.log) app.use(requestLoggerMiddleware(options.log));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(apiValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.disable('x-powered-by');
  // Hashing every JSON answer for an ETag costs more than it saves; static files keep their own ETags.
  app.set('etag', false);
  // Behind nginx every request comes from the proxy: believe its X-Forwarded-For so limits count per client.
  if (config.trustProxyHops) app.set('trust proxy', config.trustProxyHops);
  secureApp(app, { production: config.production, webDistDir: config.webDistDir });
  if (config.webDistDir) {
    const server = app.getHttpAdapter().getInstance();
    serveWebClient(server, config.webDistDir, config.publicUrl, sessionCookieName(config.production));
  }
  // API_DOCS=off: /api/docs and its JSON are then unknown routes (404 JSON), like any other.
  if (config.apiDocs !== false) {
    SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  }
  return app;
}
