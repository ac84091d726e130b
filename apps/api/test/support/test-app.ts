import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app-factory.js';
import {
  DEFAULT_RATE_LIMITS,
  DEFAULT_SESSIONS,
  type AppConfig,
  type DatabaseConfig,
} from '../../src/config/app-config.js';
import { testDatabases } from './databases.js';

const IN_MEMORY: DatabaseConfig = { kind: 'embedded', dataDir: null };

export function testConfig(database: DatabaseConfig = IN_MEMORY, overrides: Partial<AppConfig> = {}): AppConfig {
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

/**
 * The real app (all modules, pipes and filters), initialised but not listening. With TEST_DATABASE_URL set
 * (pnpm test:services, CI), an app given the default in-memory database gets a fresh schema on the PostgreSQL
 * server instead, dropped again when the app closes: every HTTP suite then runs on both databases.
 */
export async function startTestApp(config: AppConfig = testConfig()): Promise<NestExpressApplication> {
  let drop: (() => Promise<void>) | undefined;
  if (config.database === IN_MEMORY && process.env.TEST_DATABASE_URL) {
    const created = await testDatabases().at(-1)!.create();
    config = { ...config, database: created.config };
    drop = created.drop;
  }
  const app = await createApp(config, { logger: false });
  await app.init();
  if (drop) {
    const close = app.close.bind(app);
    app.close = async () => {
      await close();
      await drop!();
    };
  }
  return app;
}
