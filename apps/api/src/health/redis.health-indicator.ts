import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { REDIS_CONNECTION, type RedisConnection } from '../common/redis/redis-connection.js';

/**
 * Pings Redis on the instance's own shared connection, so "up" means what sessions and limits see. That
 * connection never queues commands while Redis is away: the check fails at once instead of waiting.
 */
@Injectable()
export class RedisHealthIndicator {
  constructor(
    @Inject(REDIS_CONNECTION) private readonly redis: RedisConnection | null,
    private readonly indicator: HealthIndicatorService,
  ) {}

  get configured(): boolean {
    return this.redis !== null;
  }

  pingCheck(key: string, timeoutMs: number) {
    return this.indicator
      .check(key)
      .attempt(async () => {
        await this.redis!.run((client) => client.ping());
      })
      .withTimeout(timeoutMs);
  }
}
