import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/app-config.js';
import { DatabaseUnreachableError, probePostgres } from './database/database-probe.js';
import { shutDownGracefullyOnSignals } from './lifecycle/graceful-shutdown.js';
import { createAppLogger, exitAfterLogs, type AppLogger } from './logging/app-logger.js';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
let log: AppLogger | undefined;

async function main(): Promise<void> {
  const config = loadConfig(process.env, webDist);
  const runtime = config.runtime!;
  log = createAppLogger(runtime.logLevel);
  const logger = log;
  // A crash outside any request still leaves one JSON line saying why.
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'Uncaught exception: exiting');
    void exitAfterLogs(logger, 1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'Unhandled promise rejection: exiting');
    void exitAfterLogs(logger, 1);
  });
  if (config.database.kind === 'postgres') await probePostgres(config.database.url);
  // Imported here, not at the top: loading the app reads the clinical content, and a bad content file must
  // end in the one-line report below rather than in a module-loading stack trace.
  const { createApp } = await import('./app-factory.js');
  const app = await createApp(config, { log });
  await app.listen(config.port);
  shutDownGracefullyOnSignals(app, { timeoutMs: runtime.shutdownTimeoutMs, log });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const storage =
    config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.dataDir}`;
  // A JSON line like every other, whose message a person reads at a glance.
  log.info(
    { url: `http://localhost:${port}`, port },
    `OTC Relief is running at http://localhost:${port} (API docs: http://localhost:${port}/api/docs; ${storage})`,
  );
}

main().catch(async (error: unknown) => {
  // Expected start-up problems get one line; anything else keeps its stack for whoever debugs it.
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError)
    console.error(`Error: ${error.message}`);
  else if (error instanceof Error && error.name === 'ContentError')
    console.error(`Error: the clinical content has problems (fix them, then start again):\n${error.message}`);
  else if (log) {
    log.fatal({ err: error }, 'The app could not start');
    await exitAfterLogs(log, 1);
  } else console.error(error);
  process.exit(1);
});
