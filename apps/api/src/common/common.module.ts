import { Global, Module } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Clock, SystemClock } from './clock.js';
import { RateLimitGuard, THROTTLER_STORAGE } from './rate-limit/rate-limit.guard.js';
import { RedisThrottlerStorage } from './rate-limit/redis-throttler.storage.js';

@Global()
@Module({
  providers: [
    { provide: Clock, useClass: SystemClock },
    {
      // Rate-limit counters: per process by default, shared through Redis when REDIS_URL is set.
      provide: THROTTLER_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.redisUrl ? new RedisThrottlerStorage(config.redisUrl) : new ThrottlerStorageService(),
    },
    RateLimitGuard,
  ],
  exports: [Clock, THROTTLER_STORAGE, RateLimitGuard],
})
export class CommonModule {}
