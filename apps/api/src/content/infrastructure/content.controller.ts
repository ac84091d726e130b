import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Catalogue } from '../../catalogue/index.js';
import { reviewSummary } from '../application/review-summary.js';
import { ReviewSummaryDto } from './content.dto.js';
import { Public } from '../../auth/index.js';

@ApiTags('content')
@Controller('content')
export class ContentController {
  constructor(private readonly catalogue: Catalogue) {}

  @Get('review-summary')
  @Public()
  @ApiOkResponse({ type: ReviewSummaryDto, description: 'How many items a pharmacist has signed off, of how many' })
  getReviewSummary(): ReviewSummaryDto {
    return reviewSummary(this.catalogue.formulary);
  }
}
