import { statSync } from 'node:fs';
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

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** Overridable so tests (and staging) can point the whole flow at another OAuth provider. */
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

interface RateLimit {
  limit: number;
  ttlMs: number;
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
  /**
   * The anonymous search cache's own Redis (CACHE_REDIS_URL), meant to be an instance with maxmemory and
   * allkeys-lru; null keeps the cache in each process's bounded memory. Never defaults to REDIS_URL, whose
   * sessions must not compete with cache entries for memory.
   */
  cacheRedisUrl?: string | null;
  /** An OpenAI-compatible chat endpoint for smart search; null uses the local reader only. */
  llm: LlmConfig | null;
  /** Where people reach the app: links in emails and the OAuth callback are built from it. */
  publicUrl: string;
  /** Production: cookies are Secure. */
  production: boolean;
  /** Interactive documentation at /api/docs (API_DOCS, on by default; off gives 404 there). */
  apiDocs?: boolean;
  mail: { smtpUrl: string | null; from: string; supportEmail: string };
  google: GoogleConfig | null;
  rateLimits: {
    signIn: RateLimit;
    signUp: RateLimit;
    passwordReset: RateLimit;
    contact: RateLimit;
    anonymousSearch: RateLimit;
    /** Per signed-in person (not per address): personal searches run the profile check and write history. */
    signedInSearch: RateLimit;
    verifyEmail: RateLimit;
    /** Type-ahead of profile names: a keystroke (debounced) a request, signed in or not. */
    vocabulary: RateLimit;
  };
  sessions: { idleMs: number; absoluteMs: number };
  /**
   * SECURITY_HASH_KEY: keys the hashes of account ids in security log lines and of emails in sign-in lockout
   * counters. Required in production; elsewhere, when unset, a random key per process is used.
   */
  hashKey?: string;
  /** Proxies in front of the app (nginx: 1) whose X-Forwarded-For is believed, so limits count per client. */
  trustProxyHops?: number;
  /** How the process runs (main.ts only; an app built in a test has none). */
  runtime?: RuntimeConfig;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

interface RuntimeConfig {
  logLevel: LogLevelName;
  /** On SIGTERM/SIGINT, in-flight requests get this long to finish before their connections are cut. */
  shutdownTimeoutMs: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** The defaults every environment starts from; tests override single values. */
export const DEFAULT_RATE_LIMITS: AppConfig['rateLimits'] = {
  signIn: { limit: 10, ttlMs: 60_000 },
  signUp: { limit: 5, ttlMs: 60_000 },
  passwordReset: { limit: 5, ttlMs: 15 * 60_000 },
  contact: { limit: 5, ttlMs: 10 * 60_000 },
  // Generous: a person types and refines; a script filling the cache with unique queries is slowed down.
  anonymousSearch: { limit: 120, ttlMs: 60_000 },
  signedInSearch: { limit: 60, ttlMs: 60_000 },
  // A person opens their link once or twice; more from one client is someone trying codes.
  verifyEmail: { limit: 10, ttlMs: 15 * 60_000 },
  // Type-ahead asks as a person types; a script walking the whole vocabulary is slowed down.
  vocabulary: { limit: 240, ttlMs: 60_000 },
};
export const DEFAULT_SESSIONS: AppConfig['sessions'] = { idleMs: 7 * DAY, absoluteMs: 30 * DAY };

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

function parseWholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not '${value}'.`);
  return n;
}

function parseChoice<T extends string>(name: string, value: string | undefined, choices: readonly T[]): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(choices as readonly string[]).includes(value))
    throw new ConfigError(`${name} must be one of ${choices.join(', ')}, not '${value}'.`);
  return value as T;
}

function parseDataDir(value: string | undefined): string {
  const dir = path.resolve(value || '.data');
  // Made on first use when missing; a file in its place would fail later with a less readable error.
  const stat = statSync(dir, { throwIfNoEntry: false });
  if (stat && !stat.isDirectory()) throw new ConfigError(`DATA_DIR must be a folder, but ${dir} is a file.`);
  return dir;
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

function parseSmtpUrl(value: string | undefined, production: boolean): string | null {
  // The development outbox keeps mail (sign-in links) on disk: a production server must send it.
  if (!value && production)
    throw new ConfigError('SMTP_URL must be set when NODE_ENV=production (mail is never kept on disk there).');
  if (!value) return null;
  if (!/^smtps?:\/\/\S+$/.test(value))
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:pass@mail.example.com:587.');
  return value;
}

function parseRedisUrl(value: string | undefined, name = 'REDIS_URL'): string | null {
  if (!value) return null;
  if (!/^rediss?:\/\/\S+$/.test(value)) throw new ConfigError(`${name} must be a URL such as redis://127.0.0.1:6379.`);
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

function parseUrl(name: string, value: string | undefined, fallback: string): string {
  const url = value || fallback;
  if (!/^https?:\/\/[^\s/]+/.test(url)) throw new ConfigError(`${name} must be an http(s) URL, not '${url}'.`);
  return url.replace(/\/$/, '');
}

function parseGoogle(env: NodeJS.ProcessEnv): GoogleConfig | null {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret)
    throw new ConfigError('Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.');
  return {
    clientId,
    clientSecret,
    authorizationUrl: parseUrl('GOOGLE_AUTH_URL', env.GOOGLE_AUTH_URL, 'https://accounts.google.com/o/oauth2/v2/auth'),
    tokenUrl: parseUrl('GOOGLE_TOKEN_URL', env.GOOGLE_TOKEN_URL, 'https://oauth2.googleapis.com/token'),
    userInfoUrl: parseUrl(
      'GOOGLE_USERINFO_URL',
      env.GOOGLE_USERINFO_URL,
      'https://www.googleapis.com/oauth2/v3/userinfo',
    ),
  };
}

function parseEmail(name: string, value: string | undefined, fallback: string): string {
  const email = value || fallback;
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new ConfigError(`${name} must be an email address, not '${email}'.`);
  return email;
}

function parseHashKey(value: string | undefined, production: boolean): string | undefined {
  if (!value) {
    if (production)
      throw new ConfigError(
        'SECURITY_HASH_KEY must be set in production (at least 32 characters, e.g. openssl rand -hex 32).',
      );
    return undefined;
  }
  if (value.length < 32) throw new ConfigError('SECURITY_HASH_KEY must be at least 32 characters long.');
  return value;
}

function parseMultiplier(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000)
    throw new ConfigError('RATE_LIMIT_MULTIPLIER must be a whole number from 1 to 10000.');
  return n;
}

/** Browser test suites sign many people up from one address: they raise every limit by a factor. */
const scaleRateLimits = (factor: number): AppConfig['rateLimits'] =>
  Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [name, { ...limit, limit: limit.limit * factor }]),
  ) as AppConfig['rateLimits'];

export function loadConfig(env: NodeJS.ProcessEnv, defaultWebDistDir: string | null): AppConfig {
  const dataDir = parseDataDir(env.DATA_DIR);
  const nodeEnv = parseChoice('NODE_ENV', env.NODE_ENV, ['development', 'production', 'test']);
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: parseDatabaseUrl(env.DATABASE_URL) }
    : { kind: 'embedded', dataDir: path.join(dataDir, 'pglite') };
  const port = parsePort(env.PORT);
  const production = nodeEnv === 'production';
  return {
    port,
    dataDir,
    database,
    webDistDir: defaultWebDistDir,
    redisUrl: parseRedisUrl(env.REDIS_URL),
    cacheRedisUrl: parseRedisUrl(env.CACHE_REDIS_URL, 'CACHE_REDIS_URL'),
    llm: parseLlm(env),
    publicUrl: parseUrl('PUBLIC_URL', env.PUBLIC_URL, `http://localhost:${port}`),
    production,
    apiDocs: parseChoice('API_DOCS', env.API_DOCS, ['on', 'off']) !== 'off',
    mail: {
      smtpUrl: parseSmtpUrl(env.SMTP_URL, nodeEnv === 'production'),
      from: parseEmail('MAIL_FROM', env.MAIL_FROM, 'no-reply@otc-relief.local'),
      supportEmail: parseEmail('SUPPORT_EMAIL', env.SUPPORT_EMAIL, 'support@otc-relief.local'),
    },
    google: parseGoogle(env),
    rateLimits: scaleRateLimits(parseMultiplier(env.RATE_LIMIT_MULTIPLIER)),
    sessions: DEFAULT_SESSIONS,
    hashKey: parseHashKey(env.SECURITY_HASH_KEY, production),
    trustProxyHops: parseWholeNumber('TRUST_PROXY', env.TRUST_PROXY, 0, 0, 10),
    runtime: {
      logLevel: parseChoice('LOG_LEVEL', env.LOG_LEVEL, LOG_LEVELS) ?? 'info',
      shutdownTimeoutMs: parseWholeNumber('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000, 100, 120_000),
    },
  };
}
