import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from './free-port.js';

/** A redis-server of the test's own on a free port, killed and started again at will (never the shared one). */
export interface PrivateRedis {
  /** redis://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  /** Kills the server (SIGKILL: connections drop at once, nothing is flushed) and waits until it is gone. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'otc-private-redis-'));
  let child: ChildProcess | null = null;
  let output = '';

  const start = async () => {
    const server = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
        '--dir',
        dir,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    const failed = new Promise<never>((_, reject) => {
      server.once('error', (error) => reject(new Error(`redis-server could not start: ${error.message}`)));
      server.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    });
    failed.catch(() => {});
    child = server;
    await Promise.race([waitForPort(port), failed]);
  };
  const stop = async () => {
    const server = child;
    child = null;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const gone = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await gone;
  };

  // A test run that ends early must not leave the server running.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    destroy: async () => {
      process.off('exit', killOnExit);
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
