import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, TypeOrmHealthIndicator, type HealthCheckResult } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import type { DependencyStatesDto } from './health.dto.js';
import { RedisHealthIndicator } from './redis.health-indicator.js';

/** Each check gives up after this long, and they run side by side: a hung dependency costs one second. */
const CHECK_TIMEOUT_MS = 1000;

const NAMES: Record<string, string> = { database: 'the database', redis: 'Redis' };

export type Readiness =
  { ready: true; checks: DependencyStatesDto } | { ready: false; checks: DependencyStatesDto; message: string };

@Injectable()
export class ReadinessService {
  private readonly logger = new Logger('Health');
  private lastProblem = '';

  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly dataSource: DataSource,
  ) {}

  async check(): Promise<Readiness> {
    const indicators = [
      () => this.database.pingCheck('database', { connection: this.dataSource }).withTimeout(CHECK_TIMEOUT_MS),
    ];
    if (this.redis.configured) indicators.push(() => this.redis.pingCheck('redis', CHECK_TIMEOUT_MS));
    let result: HealthCheckResult;
    try {
      result = await this.health.check(indicators);
    } catch (error) {
      // Terminus answers "not ready" (and "shutting down") with a 503 exception that carries the report.
      if (!(error instanceof ServiceUnavailableException)) throw error;
      result = error.getResponse() as HealthCheckResult;
    }
    return this.toReadiness(result);
  }

  private toReadiness(result: HealthCheckResult): Readiness {
    const checks = Object.fromEntries(
      Object.entries(result.details).map(([name, detail]) => [name, detail.status === 'up' ? 'up' : 'down']),
    ) as unknown as DependencyStatesDto;
    const down = Object.keys(checks).filter((name) => checks[name as keyof DependencyStatesDto] === 'down');
    this.logChange(result, down);
    if (result.status === 'shutting_down') return { ready: false, checks, message: 'Not ready: shutting down.' };
    if (down.length === 0) return { ready: true, checks };
    const names = down.map((name) => NAMES[name] ?? name).join(' and ');
    return { ready: false, checks, message: `Not ready: ${names} ${down.length > 1 ? 'are' : 'is'} not answering.` };
  }

  // The cause (host, timeout) goes to the log once per change, never into the public answer.
  private logChange(result: HealthCheckResult, down: string[]): void {
    const problem = down
      .map((name) => `${name} down (${String(result.details[name]?.message ?? 'no answer')})`)
      .join(', ');
    if (problem === this.lastProblem) return;
    if (problem) this.logger.warn(`Not ready: ${problem}`);
    else this.logger.log('Ready: every dependency answers again');
    this.lastProblem = problem;
  }
}
