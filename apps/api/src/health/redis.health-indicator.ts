import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { createClient, type RedisClientType } from 'redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * Pings Redis on a connection of its own: the stores' clients queue commands while Redis is away, so a ping
 * through them would wait instead of saying "down". This one fails at once when it is not connected.
 */
@Injectable()
export class RedisHealthIndicator implements OnApplicationShutdown {
  private readonly client: RedisClientType | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly indicator: HealthIndicatorService,
  ) {
    this.client = config.redisUrl
      ? createClient({
          url: config.redisUrl,
          disableOfflineQueue: true,
          socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
        })
      : null;
    // Connection errors show as "down" in the check; without a listener they would crash the process.
    this.client?.on('error', () => {});
  }

  get configured(): boolean {
    return this.client !== null;
  }

  pingCheck(key: string, timeoutMs: number) {
    return this.indicator
      .check(key)
      .attempt(async ({ signal }) => {
        const client = this.client!;
        // Connects on first use; after a drop the client reconnects in the background.
        if (!client.isOpen) client.connect().catch(() => {});
        if (!client.isReady) await nextConnectionOutcome(client, signal);
        await client.ping();
      })
      .withTimeout(timeoutMs);
  }

  // Nothing worth waiting for on a health connection (a ping may hang with Redis): drop it at once.
  onApplicationShutdown(): void {
    if (this.client?.isOpen) this.client.destroy();
  }
}

/** Resolves when the client (re)connects, rejects on its next connection error or when the check times out. */
function nextConnectionOutcome(client: RedisClientType, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: unknown) => {
      client.off('ready', onReady).off('error', settle);
      signal.removeEventListener('abort', settle);
      if (error) reject(error instanceof Error ? error : new Error('not connected'));
      else resolve();
    };
    const onReady = () => settle();
    client.once('ready', onReady).once('error', settle);
    signal.addEventListener('abort', settle);
  });
}
