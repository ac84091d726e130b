import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto.js';

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

/** The app's error shape, plus which dependency is down. */
export class NotReadyDto extends ErrorResponseDto {
  @ApiProperty({ type: DependencyStatesDto })
  checks: DependencyStatesDto;
}
