import type { Server, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { exitAfterLogs, flushLogs, stopWaitingForLogs, type AppLogger } from '../logging/app-logger.js';

export interface ShutdownOptions {
  /** In-flight requests get this long to finish; then their connections are cut. */
  timeoutMs: number;
  log: AppLogger;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (up to the timeout),
 * then close the app (Redis, the database, the scheduler) and let the process end with code 0.
 * Nest's own shutdown hooks are not used: they close the database and Redis before the HTTP server has
 * drained, under requests still running, and end the process by re-raising the signal (exit code 143).
 */
export function shutDownGracefullyOnSignals(app: INestApplication, options: ShutdownOptions): void {
  const server = app.getHttpServer() as Server;
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.on('request', (_req, res: ServerResponse) => {
    // A request that arrives on a kept-alive connection while draining is served, then its connection closes.
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) {
      options.log.warn({ signal }, `${signal} again: exiting without waiting`);
      stopWaitingForLogs(options.log);
      process.exit(1);
    }
    draining = true;
    void shutDown(app, server, inFlight, signal, options);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

async function shutDown(
  app: INestApplication,
  server: Server,
  inFlight: Set<ServerResponse>,
  signal: NodeJS.Signals,
  { timeoutMs, log }: ShutdownOptions,
): Promise<void> {
  log.info(
    { signal, inFlight: inFlight.size },
    `${signal}: not accepting connections; finishing ${inFlight.size} request(s) in flight (up to ${timeoutMs} ms)`,
  );
  // Should closing a client hang, the process still ends (an orchestrator would kill it anyway).
  setTimeout(() => {
    log.error('Shutdown did not finish in time: exiting');
    stopWaitingForLogs(log);
    process.exit(1);
  }, timeoutMs + 5000).unref();
  try {
    const cut = await drain(server, inFlight, timeoutMs);
    if (cut > 0) log.warn(`${cut} request(s) still running after ${timeoutMs} ms: their connections were closed`);
    await app.close();
  } catch (error) {
    log.error({ err: error }, 'Shutdown failed');
    await exitAfterLogs(log, 1);
  }
  log.info('Shut down cleanly');
  // A stuck stdout would hold the process open: then there is nothing left worth waiting for.
  if (!(await flushLogs(log, 1000))) process.exit(0);
  // Everything is closed, so the event loop empties and the process ends by itself with code 0. Should a
  // forgotten handle keep it alive, say so and exit anyway.
  process.exitCode = 0;
  setTimeout(() => {
    log.warn('Something still holds the event loop after shutdown: exiting');
    stopWaitingForLogs(log);
    process.exit(0);
  }, 1000).unref();
}

/** Resolves once every connection is closed; cuts what is still running after the timeout (returns how many). */
function drain(server: Server, inFlight: Set<ServerResponse>, timeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    let cut = 0;
    // Answers not yet sent close their connection afterwards instead of keeping it alive.
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    // Idle kept-alive connections would hold close() open until they time out: close them as they go idle.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      cut = inFlight.size;
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve(cut);
    });
  });
}
