import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode } from '../common/error-codes.js';

export type DependencyState = 'up' | 'down';

export class HealthDto {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}

/** The state of each dependency readiness depends on; redis only when REDIS_URL is set. */
export class DependencyStatesDto {
  @ApiProperty({ enum: ['up', 'down'] })
  database: DependencyState;

  @ApiPropertyOptional({ enum: ['up', 'down'] })
  redis?: DependencyState;
}

export class ReadinessDto extends HealthDto {
  @ApiProperty({ type: DependencyStatesDto })
  checks: DependencyStatesDto;
}

/** The app's error shape (ErrorResponseDto), plus which dependency is down. */
export class NotReadyDto {
  @ApiProperty({ example: 503 })
  statusCode: number;

  @ApiProperty({ example: 'Service Unavailable' })
  error: string;

  @ApiProperty({ example: 'Not ready: the database is not answering.' })
  message: string;

  @ApiProperty({ enum: ERROR_CODES, enumName: 'ErrorCode', example: 'service.unavailable' })
  code: ErrorCode;

  @ApiProperty({ type: DependencyStatesDto })
  checks: DependencyStatesDto;
}
