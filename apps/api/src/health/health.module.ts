import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { ReadinessService } from './readiness.service.js';
import { RedisHealthIndicator } from './redis.health-indicator.js';

@Module({
  // Terminus logs every failed check; ReadinessService logs only changes, so an outage is not a flood.
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [ReadinessService, RedisHealthIndicator],
})
export class HealthModule {}
