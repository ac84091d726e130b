import path from 'node:path';

export type DatabaseConfig =
  { kind: 'embedded'; dataDir: string | null } | { kind: 'postgres'; url: string; schema?: string };

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** After this long the smart search falls back to basic search. */
  timeoutMs: number;
}

export interface AppConfig {
  port: number;
  /** Where the embedded database (and later the dev outbox) lives; null keeps everything in memory (tests). */
  dataDir: string | null;
  database: DatabaseConfig;
  /** The built web client to serve at /, or null to serve the API alone. */
  webDistDir: string | null;
  /** Shared cache (and later sessions) in Redis; null keeps the cache in process memory. */
  redisUrl: string | null;
  /** An OpenAI-compatible chat endpoint for smart search; null uses the local reader only. */
  llm: LlmConfig | null;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

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

function parseRedisUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^rediss?:\/\/\S+$/.test(value))
    throw new ConfigError('REDIS_URL must be a URL such as redis://127.0.0.1:6379.');
  return value;
}

function parseLlm(env: NodeJS.ProcessEnv): LlmConfig | null {
  const { LLM_BASE_URL: baseUrl, LLM_API_KEY: apiKey, LLM_MODEL: model, LLM_TIMEOUT_MS: timeout } = env;
  if (!baseUrl && !apiKey && !model) return null;
  if (!baseUrl || !apiKey || !model) {
    throw new ConfigError('Smart search needs all three of LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (or none).');
  }
  if (!/^https?:\/\/\S+$/.test(baseUrl)) throw new ConfigError('LLM_BASE_URL must be an http(s) URL.');
  const timeoutMs = timeout ? Number(timeout) : 3000;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 60_000) {
    throw new ConfigError('LLM_TIMEOUT_MS must be a whole number of milliseconds from 1 to 60000.');
  }
  return { baseUrl: baseUrl.replace(/\/$/, ''), apiKey, model, timeoutMs };
}

export function loadConfig(env: NodeJS.ProcessEnv, defaultWebDistDir: string | null): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: parseDatabaseUrl(env.DATABASE_URL) }
    : { kind: 'embedded', dataDir: path.join(dataDir, 'pglite') };
  return {
    port: parsePort(env.PORT),
    dataDir,
    database,
    webDistDir: defaultWebDistDir,
    redisUrl: parseRedisUrl(env.REDIS_URL),
    llm: parseLlm(env),
  };
}
