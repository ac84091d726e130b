import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

/**
 * A throw-away PostgreSQL cluster of the test's own (initdb + pg_ctl) on a free port, which the test may stop
 * and start again: fault tests must never stop the machine's shared server.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication) */
  readonly url: string;
  readonly port: number;
  /** Stops the server: 'immediate' drops every connection at once, as a crash or a cut cable would. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops it if running and deletes its files. */
  destroy(): void;
}

function findBinary(name: string): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  for (const version of versions) {
    const candidate = path.join('/usr/lib/postgresql', version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    `${name} was not found (PATH or /usr/lib/postgresql/*/bin): the fault tests need PostgreSQL's server binaries.`,
  );
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  const dir = mkdtempSync(path.join(tmpdir(), 'otc-private-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();

  // initdb and postgres refuse to run as root (CI runs as root): there they run as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (binary: string, args: string[]) => {
    const [command, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: dir, timeout: 60_000 });
    if (result.status !== 0) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      throw new Error(
        `${path.basename(binary)} ${args[0]} failed (${result.status}): ${result.stderr || result.error?.message}\n${log}`,
      );
    }
  };

  run(initdb, ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Only TCP on 127.0.0.1 and a socket in the private folder; fsync off because nothing here must survive.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  let running = false;
  const start = () => {
    run(pgCtl, ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', serverOptions]);
    running = true;
  };
  const stop = (mode: 'fast' | 'immediate' = 'fast') => {
    run(pgCtl, ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '30']);
    running = false;
  };
  const destroy = () => {
    process.off('exit', destroy);
    try {
      if (running) stop('immediate');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A test run that ends early (a crash, a worker stopped mid-test) must not leave the cluster running.
  process.once('exit', destroy);
  try {
    start();
  } catch (error) {
    destroy();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop, start, destroy };
}
