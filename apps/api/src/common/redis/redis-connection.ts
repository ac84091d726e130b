import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createClient, ErrorReply, type RedisClientType } from 'redis';

export const REDIS_CONNECTION = Symbol('REDIS_CONNECTION');

/** Redis did not answer (down, restarting, unreachable, too slow, or full): callers fail fast or fall back. */
export class RedisUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Redis is unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

// A command that has not answered by then is treated as failed, so a hung Redis cannot hang requests.
const COMMAND_DEADLINE_MS = 1000;
// Reconnects forever, backing off to one attempt every 2 s: the instance recovers on its own when Redis is back.
const reconnectDelay = (retries: number) => Math.min(100 * 2 ** retries, 2000);

/**
 * The one Redis connection of an instance, shared by sessions, rate limits and the search cache.
 * Commands never wait for a connection: without the offline queue they fail at once while Redis is away
 * (and the caller decides: 503, a local fallback, or no cache), and every call is bounded by a deadline.
 */
export class RedisConnection implements OnApplicationShutdown {
  readonly client: RedisClientType;
  private readonly logger = new Logger('Redis');
  private readonly firstConnect: Promise<unknown>;
  private everReady = false;
  private lost = false;

  constructor(url: string) {
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: COMMAND_DEADLINE_MS, reconnectStrategy: reconnectDelay },
    });
    // Without an 'error' listener a dropped connection would crash the process; log each outage once.
    this.client.on('error', (error: Error) => {
      if (this.lost) return;
      this.lost = true;
      this.logger.warn(`Connection lost (${error.message}); retrying in the background.`);
    });
    this.client.on('ready', () => {
      if (this.lost) this.logger.log('Connection restored.');
      this.lost = false;
      this.everReady = true;
    });
    // connect() retries until the first success; calls made meanwhile fail fast (see run).
    this.firstConnect = this.client.connect().catch(() => {});
  }

  get isReady(): boolean {
    return this.client.isReady;
  }

  /** Runs commands on the shared client, or throws RedisUnavailableError within the deadline. */
  async run<T>(call: (client: RedisClientType) => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      // Requests that arrive while the instance makes its first connection wait for it, within the deadline.
      if (!this.everReady) await withDeadline(this.firstConnect, COMMAND_DEADLINE_MS);
      // Checked here as well: a MULTI would otherwise wait in the client's queue and run after reconnecting.
      if (!this.client.isReady) throw new Error('not connected');
      return await withDeadline(call(this.client), COMMAND_DEADLINE_MS - (Date.now() - started));
    } catch (error) {
      // An error reply is Redis answering (a bug of ours), not Redis being away; except OOM: a full Redis
      // (noeviction) cannot take writes, which for sessions and limits is the same as being away.
      if (error instanceof ErrorReply && !error.message.startsWith('OOM')) throw error;
      throw new RedisUnavailableError(error);
    }
  }

  /** For readiness checks: true when Redis answers PING within the deadline. */
  async ping(): Promise<boolean> {
    try {
      return (await this.run((client) => client.ping())) === 'PONG';
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    // close() waits for pending commands, which never come while Redis is away.
    if (this.client.isReady) await this.client.close().catch(() => {});
    else if (this.client.isOpen) this.client.destroy();
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${COMMAND_DEADLINE_MS} ms`)), Math.max(0, ms));
    // A late answer or error after the deadline is dropped here, never left unhandled.
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
