import { BadRequestException, Body, Controller, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { RequestAuth } from '../../auth/infrastructure/request-auth.js';
import { CurrentSession } from '../../auth/infrastructure/signed-in.guard.js';
import { SearchHistoryService } from '../../history/application/search-history.service.js';
import { ProfileService } from '../../profile/application/profile.service.js';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { AnonymousRateLimit, RateLimitGuard, RateLimitPerPerson } from '../../common/rate-limit/rate-limit.guard.js';
import { SearchCache } from '../application/search-cache.js';
import type { EncodedAnswer } from '../application/encoded-answer.js';
import type { SearchRequest } from '../application/search.service.js';
import { Catalogue } from '../application/catalogue.js';
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
    private readonly cache: SearchCache,
    private readonly suggestions: SuggestionsService,
    private readonly catalogue: Catalogue,
    private readonly profiles: ProfileService,
    private readonly history: SearchHistoryService,
  ) {}

  @Post('basic')
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
  @ApiOkResponse({ type: [String], description: 'Up to 8 symptoms and product names' })
  getSuggestions(@Query() query: SuggestionsQueryDto): string[] {
    return this.suggestions.suggest(query.query);
  }

  @Get('common-symptoms')
  @ApiOkResponse({ type: [String], description: 'Up to 6 common symptoms, for under an empty search box' })
  getCommonSymptoms(): string[] {
    return this.suggestions.commonSymptoms;
  }

  @Get('categories')
  @ApiOkResponse({
    type: [SearchCategoryDto],
    description: "The search page's category filter, 'all' (every category) first",
  })
  getSearchCategories(): SearchCategoryDto[] {
    return this.catalogue.searchCategories.map(({ value, label }) => ({ value, label }));
  }

  @Get('quick-searches')
  @ApiOkResponse({ type: [String], description: 'Searches offered on the search page before any search' })
  getQuickSearches(): string[] {
    return this.suggestions.quickSearches;
  }

  // The profile comes from the session only (a userId in the body is ignored). Anonymous answers are cached
  // and sent as the cached bytes; a personal answer is kept for its owner alone (see SearchCache). Both go out
  // gzipped to a client that accepts it (a heavy profile's answer shrinks from ~300 KB to ~30 KB). The history
  // entry is queued, not awaited: it is written behind the answer (see HistoryWriteQueue).
  private async run(request: SearchRequest, session: RequestAuth | undefined, res: Response): Promise<void> {
    let answer: EncodedAnswer;
    if (session) {
      const profile = await this.profiles.healthProfileOf(session.userId, session.profileVersion);
      answer = await this.cache.personalAnswer(request, session.userId, profile);
      this.history.record(session.userId, request.query);
    } else {
      answer = await this.cache.anonymousAnswer(request);
    }
    res.status(200).type('application/json').vary('Accept-Encoding');
    if (res.req.acceptsEncodings('gzip', 'identity') === 'gzip')
      res.set('Content-Encoding', 'gzip').send(answer.gzip());
    else res.send(answer.json());
  }
}
