import { fileURLToPath } from 'node:url';
import { createApp } from './app-factory.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { DatabaseUnreachableError, probePostgres } from './database/database-probe.js';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig(process.env, webDist);
  if (config.database.kind === 'postgres') await probePostgres(config.database.url);
  const app = await createApp(config);
  await app.listen(config.port);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const storage =
    config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.dataDir}`;
  console.log(
    `OTC Relief is running at http://localhost:${port} (API docs: http://localhost:${port}/api/docs; ${storage})`,
  );
}

main().catch((error: unknown) => {
  // Expected start-up problems get one line; anything else keeps its stack for whoever debugs it.
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError)
    console.error(`Error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
