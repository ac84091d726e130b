import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { type RequestAuth, CurrentSession, Public } from '../../auth/index.js';
import { ProfileService } from '../../profile/index.js';
import { SupplementDirectoryService } from '../application/supplement-directory.service.js';
import { SupplementCategoryQueryDto, SupplementCategoryResponseDto } from './supplements.dto.js';

@ApiTags('supplements')
@Controller('supplements')
export class SupplementsController {
  constructor(
    private readonly directory: SupplementDirectoryService,
    private readonly profiles: ProfileService,
  ) {}

  @Get('categories')
  @Public()
  @ApiOkResponse({ type: [String], description: 'Category names for the Vitamins & Supplements grid' })
  getSupplementCategories(): string[] {
    return this.directory.categoryNames();
  }

  // Signed in: checked against the session's profile. Anonymous: not safety-filtered.
  @Get('category/:category')
  @Public()
  @ApiOkResponse({ type: SupplementCategoryResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'userId names someone else' })
  async getSupplementCategory(
    @Param('category') category: string,
    @Query() _query: SupplementCategoryQueryDto,
    @CurrentSession() session: RequestAuth | undefined,
  ): Promise<SupplementCategoryResponseDto> {
    this.directory.findCategory(category);
    const profile = session ? await this.profiles.healthProfileOf(session.userId, session.profileVersion) : null;
    return this.directory.inCategory(category, profile);
  }
}
