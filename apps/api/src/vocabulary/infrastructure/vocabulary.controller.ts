import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.guard.js';
import { ProfileVocabularyService } from '../application/profile-vocabulary.service.js';
import { VocabularySuggestionsQueryDto } from './vocabulary.dto.js';
import { Public } from '../../auth/index.js';

@ApiTags('vocabulary')
@Controller('vocabulary')
@UseGuards(RateLimitGuard)
export class VocabularyController {
  constructor(private readonly vocabulary: ProfileVocabularyService) {}

  // Public, like the search suggestions: the names are the formulary's, nothing about the person.
  @Get('suggestions')
  @Public()
  @RateLimit('vocabulary')
  @ApiOkResponse({
    type: [String],
    description:
      'Up to 8 names the safety check knows for the field (medicines and brands, drug classes, supplements, allergens, conditions), best match first',
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many requests from this address' })
  getVocabularySuggestions(@Query() query: VocabularySuggestionsQueryDto): string[] {
    return this.vocabulary.suggest(query.field, query.query);
  }
}
