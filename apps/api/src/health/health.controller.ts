import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck } from '@nestjs/terminus';
import type { Response } from 'express';
import { errorName } from '../common/api-exception.filter.js';
import { HealthDto, NotReadyDto, ReadinessDto } from './health.dto.js';
import { ReadinessService, type Readiness } from './readiness.service.js';
import { Public } from '../auth/index.js';

const noDocs = { noCache: true, swaggerDocumentation: false };

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** The simple ready check (kept for existing scripts): the same checks as /ready, a short answer. */
  @Get()
  @Public()
  @HealthCheck(noDocs)
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: NotReadyDto })
  async getHealth(@Res() res: Response): Promise<void> {
    const readiness = await this.readiness.check();
    if (readiness.ready) res.json({ status: 'ok' });
    else this.notReady(res, readiness);
  }

  /** The process is up and serving HTTP; no dependency is asked, so an outage never restarts it. */
  @Get('live')
  @Public()
  @HealthCheck(noDocs)
  @ApiOkResponse({ type: HealthDto })
  getLiveness(): HealthDto {
    return { status: 'ok' };
  }

  /** Ready for traffic: the database answers, and Redis when REDIS_URL is set. */
  @Get('ready')
  @Public()
  @HealthCheck(noDocs)
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({ type: NotReadyDto })
  async getReadiness(@Res() res: Response): Promise<void> {
    const readiness = await this.readiness.check();
    if (readiness.ready) res.json({ status: 'ok', checks: readiness.checks } satisfies ReadinessDto);
    else this.notReady(res, readiness);
  }

  // Written here rather than thrown: the exception filter keeps only statusCode, error and message.
  private notReady(res: Response, readiness: Extract<Readiness, { ready: false }>): void {
    const status = HttpStatus.SERVICE_UNAVAILABLE;
    const body: NotReadyDto = {
      statusCode: status,
      error: errorName(status),
      message: readiness.message,
      checks: readiness.checks,
    };
    res.status(status).json(body);
  }
}
