import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode } from './error-codes.js';

/**
 * Every error the API returns has this shape; `message` is written for a person to read, `code` is what clients
 * branch on (the lists live in each capability's domain/*.errors.ts).
 */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'query must not be empty' })
  message: string;

  @ApiProperty({ enum: ERROR_CODES, enumName: 'ErrorCode', example: 'request.invalid' })
  code: ErrorCode;

  @ApiPropertyOptional({ description: 'Seconds until a retry may succeed (also sent as Retry-After)' })
  retryAfterSeconds?: number;
}
