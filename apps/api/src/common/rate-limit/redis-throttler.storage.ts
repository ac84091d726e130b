import type { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { RedisUnavailableError, type RedisConnection } from '../redis/redis-connection.js';

type ThrottlerRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Counts hits in Redis, so a limit holds across every instance of the API. While Redis is away each instance
 * counts on its own instead: limits still hold (at worst once per instance) rather than failing open to
 * password guessing or closed on password resets and contact messages, which do not need Redis.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly local = new ThrottlerStorageService();

  constructor(private readonly connection: RedisConnection) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, name: string) {
    try {
      return await this.incrementInRedis(key, ttl, limit);
    } catch (error) {
      if (!(error instanceof RedisUnavailableError)) throw error;
      return this.local.increment(key, ttl, limit, blockDuration, name);
    }
  }

  private async incrementInRedis(key: string, ttl: number, limit: number): Promise<ThrottlerRecord> {
    const redisKey = `rate:${key}`;
    const [hits, , ttlLeft] = (await this.connection.run((client) =>
      client.multi().incr(redisKey).pExpire(redisKey, ttl, 'NX').pTTL(redisKey).exec(),
    )) as unknown as [number, number, number];
    const timeToExpire = Math.max(0, ttlLeft) / 1000;
    return {
      totalHits: hits,
      timeToExpire,
      isBlocked: hits > limit,
      timeToBlockExpire: hits > limit ? timeToExpire : 0,
    };
  }

  onApplicationShutdown(): void {
    // The local fallback keeps a timer per key; clear them so the process can exit.
    this.local.onApplicationShutdown();
  }
}
