import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { emptyProfile } from '@otc/safety-engine';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { BasicSearchService } from '../application/basic-search.service.js';
import { BasicSearchRequestDto, SearchResponseDto } from './search.dto.js';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly basicSearch: BasicSearchService) {}

  // Profiles arrive with accounts; until then every search is judged for an anonymous visitor.
  @Post('basic')
  @HttpCode(200)
  @ApiOkResponse({ type: SearchResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  searchBasic(@Body() body: BasicSearchRequestDto): SearchResponseDto {
    return this.basicSearch.search(body.query, emptyProfile());
  }
}
