import { ApiProperty } from '@nestjs/swagger';

/** Every error the API returns has this shape; `message` is written for a person to read. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'query must not be empty' })
  message: string;
}
