import { ApiProperty } from '@nestjs/swagger';

export class ReviewSummaryDto {
  @ApiProperty({ example: 12, description: 'Products and supplements with a current pharmacist sign-off' })
  reviewed: number;

  @ApiProperty({ example: 258, description: 'Every product and supplement' })
  total: number;
}
