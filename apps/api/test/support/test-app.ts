import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app-factory.js';
import {
  DEFAULT_RATE_LIMITS,
  DEFAULT_SESSIONS,
  type AppConfig,
  type DatabaseConfig,
} from '../../src/config/app-config.js';

export function testConfig(
  database: DatabaseConfig = { kind: 'embedded', dataDir: null },
  overrides: Partial<AppConfig> = {},
): AppConfig {
  return {
    port: 0,
    dataDir: null,
    database,
    webDistDir: null,
    redisUrl: null,
    llm: null,
    publicUrl: 'http://127.0.0.1:3000',
    production: false,
    mail: { smtpUrl: null, from: 'no-reply@test.local', supportEmail: 'support@test.local' },
    google: null,
    // Generous limits so suites that sign up many people are not throttled; rate-limit tests set their own.
    rateLimits: Object.fromEntries(
      Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { limit: 1000, ttlMs: 60_000 }]),
    ) as AppConfig['rateLimits'],
    sessions: DEFAULT_SESSIONS,
    ...overrides,
  };
}

/** The real app (all modules, pipes and filters) on the given database, initialised but not listening. */
export async function startTestApp(config: AppConfig = testConfig()): Promise<NestExpressApplication> {
  const app = await createApp(config, { logger: false });
  await app.init();
  return app;
}
