import { BadRequestException, Body, Controller, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { type RequestAuth, CurrentSession, Public } from '../../auth/index.js';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { AnonymousRateLimit, RateLimitGuard, RateLimitPerPerson } from '../../common/rate-limit/rate-limit.guard.js';
import { SearchAnswers } from '../application/search-answers.service.js';
import type { SearchRequest } from '../application/search.service.js';
import { SearchCatalogue } from '../application/search-catalogue.js';
import { SuggestionsService } from '../application/suggestions.service.js';
import { ALL_CATEGORIES, parseSearchCategory } from '../domain/search-category.js';
import {
  BasicSearchRequestDto,
  SearchCategoryDto,
  SearchPageRequestDto,
  SearchResponseDto,
  SuggestionsQueryDto,
} from './search.dto.js';

@ApiTags('search')
@Controller('search')
@UseGuards(RateLimitGuard)
@ApiBadRequestResponse({ type: ErrorResponseDto })
export class SearchController {
  constructor(
    private readonly answers: SearchAnswers,
    private readonly suggestions: SuggestionsService,
    private readonly catalogue: SearchCatalogue,
  ) {}

  @Post('basic')
  @Public()
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'userId names someone else' })
  @AnonymousRateLimit('anonymousSearch')
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'Too many searches from this address, or by this person',
  })
  @HttpCode(200)
  @RateLimitPerPerson('signedInSearch')
  @ApiOkResponse({ type: SearchResponseDto })
  searchBasic(
    @Body() body: BasicSearchRequestDto,
    @CurrentSession() session: RequestAuth | undefined,
    @Res() res: Response,
  ): Promise<void> {
    return this.run(
      { query: body.query, enhanced: false, category: null, ignoredContext: body.ignoredContext ?? [] },
      session,
      res,
    );
  }

  @Post('enhanced')
  @Public()
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'userId names someone else' })
  @AnonymousRateLimit('anonymousSearch')
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'Too many searches from this address, or by this person',
  })
  @HttpCode(200)
  @RateLimitPerPerson('signedInSearch')
  @ApiOkResponse({ type: SearchResponseDto })
  searchEnhanced(
    @Body() body: BasicSearchRequestDto,
    @CurrentSession() session: RequestAuth | undefined,
    @Res() res: Response,
  ): Promise<void> {
    return this.run(
      { query: body.query, enhanced: true, category: null, ignoredContext: body.ignoredContext ?? [] },
      session,
      res,
    );
  }

  /** The search page: Smart search when `enhanced` is true (the default), within an optional category. */
  @Post()
  @Public()
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'userId names someone else' })
  @AnonymousRateLimit('anonymousSearch')
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'Too many searches from this address, or by this person',
  })
  @HttpCode(200)
  @RateLimitPerPerson('signedInSearch')
  @ApiOkResponse({ type: SearchResponseDto })
  search(
    @Body() body: SearchPageRequestDto,
    @CurrentSession() session: RequestAuth | undefined,
    @Res() res: Response,
  ): Promise<void> {
    // null, like a missing field, means every category (IsOptional lets both through).
    const options = this.catalogue.searchCategories;
    const category = body.category == null ? ALL_CATEGORIES : parseSearchCategory(body.category, options);
    if (!category) {
      throw new BadRequestException(`category must be one of: ${options.map((c) => c.value).join(', ')}`);
    }
    return this.run(
      {
        query: body.query,
        enhanced: body.enhanced ?? true,
        category: category.category,
        ignoredContext: body.ignoredContext ?? [],
      },
      session,
      res,
    );
  }

  @Get('suggestions')
  @Public()
  @ApiOkResponse({ type: [String], description: 'Up to 8 symptoms and product names' })
  getSuggestions(@Query() query: SuggestionsQueryDto): string[] {
    return this.suggestions.suggest(query.query);
  }

  @Get('common-symptoms')
  @Public()
  @ApiOkResponse({ type: [String], description: 'Up to 6 common symptoms, for under an empty search box' })
  getCommonSymptoms(): string[] {
    return this.suggestions.commonSymptoms;
  }

  @Get('categories')
  @Public()
  @ApiOkResponse({
    type: [SearchCategoryDto],
    description: "The search page's category filter, 'all' (every category) first",
  })
  getSearchCategories(): SearchCategoryDto[] {
    return this.catalogue.searchCategories.map(({ value, label }) => ({ value, label }));
  }

  @Get('quick-searches')
  @Public()
  @ApiOkResponse({ type: [String], description: 'Searches offered on the search page before any search' })
  getQuickSearches(): string[] {
    return this.suggestions.quickSearches;
  }

  // The profile comes from the session only (a userId in the body is ignored). The answer is the SearchResponseDto's
  // JSON, kept encoded (see SearchCache) and sent gzipped to a client that accepts it.
  private async run(request: SearchRequest, session: RequestAuth | undefined, res: Response): Promise<void> {
    const answer = await this.answers.answer(request, session);
    res.status(200).type('application/json').vary('Accept-Encoding');
    if (res.req.acceptsEncodings('gzip', 'identity') === 'gzip')
      res.set('Content-Encoding', 'gzip').send(answer.gzip());
    else res.send(answer.json());
  }
}
