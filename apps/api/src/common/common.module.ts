import { Global, Module } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Clock, SystemClock } from './clock.js';
import { RateLimitGuard, THROTTLER_STORAGE } from './rate-limit/rate-limit.guard.js';
import { RedisThrottlerStorage } from './rate-limit/redis-throttler.storage.js';
import { REDIS_CONNECTION, RedisConnection } from './redis/redis-connection.js';
import { SecurityEvents } from './security/security-events.js';

@Global()
@Module({
  providers: [
    { provide: Clock, useClass: SystemClock },
    {
      // One Redis connection per instance when REDIS_URL is set (sessions, rate limits, cache); null otherwise.
      provide: REDIS_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.redisUrl ? new RedisConnection(config.redisUrl) : null),
    },
    {
      // Rate-limit counters: per process by default, shared through Redis when REDIS_URL is set.
      provide: THROTTLER_STORAGE,
      inject: [REDIS_CONNECTION],
      useFactory: (redis: RedisConnection | null) =>
        redis ? new RedisThrottlerStorage(redis) : new ThrottlerStorageService(),
    },
    RateLimitGuard,
    SecurityEvents,
  ],
  exports: [Clock, REDIS_CONNECTION, THROTTLER_STORAGE, RateLimitGuard, SecurityEvents],
})
export class CommonModule {}
