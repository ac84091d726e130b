import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { createClient, type RedisClientType } from 'redis';

/** Counts hits in Redis, so a limit holds across every instance of the API. */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly client: RedisClientType;
  private ready: Promise<unknown> | undefined;

  constructor(url: string) {
    this.client = createClient({ url });
    this.client.on('error', () => {});
  }

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, _name: string) {
    this.ready ??= this.client.connect();
    await this.ready;
    const redisKey = `rate:${key}`;
    const [hits, , ttlLeft] = (await this.client
      .multi()
      .incr(redisKey)
      .pExpire(redisKey, ttl, 'NX')
      .pTTL(redisKey)
      .exec()) as unknown as [number, number, number];
    const timeToExpire = Math.max(0, ttlLeft) / 1000;
    return {
      totalHits: hits,
      timeToExpire,
      isBlocked: hits > limit,
      timeToBlockExpire: hits > limit ? timeToExpire : 0,
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.ready) await this.client.quit().catch(() => {});
  }
}
