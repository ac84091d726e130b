import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app-factory.js';
import type { AppConfig, DatabaseConfig } from '../../src/config/app-config.js';

export function testConfig(
  database: DatabaseConfig = { kind: 'embedded', dataDir: null },
  overrides: Partial<AppConfig> = {},
): AppConfig {
  return { port: 0, dataDir: null, database, webDistDir: null, redisUrl: null, llm: null, ...overrides };
}

/** The real app (all modules, pipes and filters) on the given database, initialised but not listening. */
export async function startTestApp(config: AppConfig = testConfig()): Promise<NestExpressApplication> {
  const app = await createApp(config, { logger: false });
  await app.init();
  return app;
}
