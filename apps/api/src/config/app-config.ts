import path from 'node:path';

export type DatabaseConfig =
  { kind: 'embedded'; dataDir: string | null } | { kind: 'postgres'; url: string; schema?: string };

export interface AppConfig {
  port: number;
  /** Where the embedded database (and later the dev outbox) lives; null keeps everything in memory (tests). */
  dataDir: string | null;
  database: DatabaseConfig;
  /** The built web client to serve at /, or null to serve the API alone. */
  webDistDir: string | null;
}

export class ConfigError extends Error {}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not '${value}'.`);
  }
  return port;
}

function parseDatabaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('DATABASE_URL must be a URL such as postgres://user@host:5432/dbname.');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres://, not ${url.protocol}//.`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv, defaultWebDistDir: string | null): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: parseDatabaseUrl(env.DATABASE_URL) }
    : { kind: 'embedded', dataDir: path.join(dataDir, 'pglite') };
  return { port: parsePort(env.PORT), dataDir, database, webDistDir: defaultWebDistDir };
}
