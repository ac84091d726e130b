import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
export const builtServer = path.join(apiRoot, 'dist/main.js');

/**
 * Fails unless dist/ holds a build of every source file as it is now: a process test against an old build
 * would test old code. CI builds before the tests; by hand, run `pnpm build` first.
 */
export function assertServerBuilt(): void {
  if (!existsSync(builtServer)) throw new Error('Build first: pnpm build (pnpm test does it).');
  const stale: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const source = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(source);
      else if (entry.name.endsWith('.ts')) {
        const built = path
          .join(apiRoot, 'dist', path.relative(path.join(apiRoot, 'src'), source))
          .replace(/\.ts$/, '.js');
        if (!existsSync(built) || statSync(built).mtimeMs < statSync(source).mtimeMs) stale.push(source);
      }
    }
  };
  walk(path.join(apiRoot, 'src'));
  if (stale.length > 0) {
    throw new Error(`The build is older than ${path.relative(apiRoot, stale[0]!)}: run pnpm build first.`);
  }
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  readonly base: string;
  readonly port: number;
  readonly pid: number;
  readonly child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Still running (not exited). */
  running(): boolean;
  /** Resident memory in KB (VmRSS from /proc), or null where /proc is not available. */
  rssKb(): number | null;
  /** Sends the signal (SIGKILL after the timeout) and resolves with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

export interface StartServerOptions {
  /** Path polled until the server answers at all (any status): it listens only after its migrations ran. */
  readyPath?: string;
  readyTimeoutMs?: number;
}

/**
 * Starts the built API (`node apps/api/dist/main.js`) the way a user or a container does, on a free port,
 * with only PATH and the given variables in its environment; resolves once it answers HTTP.
 */
export async function startServer(
  env: Record<string, string>,
  options: StartServerOptions = {},
): Promise<ServerProcess> {
  assertServerBuilt();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // A private data folder (dev mail outbox, embedded database) unless the test gives one; removed at stop.
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'otc-server-'));
  const child = spawn(process.execPath, [builtServer], {
    env: { PATH: process.env.PATH, PORT: String(port), ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exited = true;
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  // A test run that ends early must not leave the server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    base,
    port,
    pid: child.pid!,
    child,
    output: () => output,
    running: () => !exited,
    rssKb: () => {
      try {
        const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        return match ? Number(match[1]) : null;
      } catch {
        return null;
      }
    },
    stop: async (signal = 'SIGTERM', timeoutMs = 10_000) => {
      if (exited) return exit;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exit;
      clearTimeout(timer);
      return code;
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
  for (;;) {
    if (exited) throw new Error(`The server exited before it answered:\n${output}`);
    try {
      await fetch(`${base}${options.readyPath ?? '/api/health'}`, { signal: AbortSignal.timeout(2000) });
      return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`The server did not answer within ${options.readyTimeoutMs ?? 30_000} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
