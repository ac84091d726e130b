import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { SupplementDirectoryService } from '../application/supplement-directory.service.js';
import { SupplementCategoryQueryDto, SupplementCategoryResponseDto } from './supplements.dto.js';

@ApiTags('supplements')
@Controller('supplements')
export class SupplementsController {
  constructor(private readonly directory: SupplementDirectoryService) {}

  @Get('categories')
  @ApiOkResponse({ type: [String], description: 'Category names for the Vitamins & Supplements grid' })
  getSupplementCategories(): string[] {
    return this.directory.categoryNames();
  }

  // Until accounts exist every request is anonymous: the list is not safety-filtered.
  @Get('category/:category')
  @ApiOkResponse({ type: SupplementCategoryResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  getSupplementCategory(
    @Param('category') category: string,
    @Query() _query: SupplementCategoryQueryDto,
  ): SupplementCategoryResponseDto {
    return this.directory.inCategory(category, null);
  }
}
