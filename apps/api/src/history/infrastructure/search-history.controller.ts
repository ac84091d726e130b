import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { type RequestAuth, CurrentSession, SignedIn } from '../../auth/index.js';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { SearchHistoryService } from '../application/search-history.service.js';

class HistoryQueryDto {
  @ApiPropertyOptional({
    description:
      'The history is always the signed-in person’s own: any id but theirs (or anonymous) is refused with 403.',
  })
  @IsOptional()
  @MaxLength(200, { message: 'userId must be at most 200 characters' })
  @IsString({ message: 'userId must be text' })
  userId?: string;
}

class HistoryEntryDto {
  @ApiProperty() query: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

class SearchHistoryDto {
  @ApiProperty({ type: [HistoryEntryDto], description: 'Newest first' }) entries: HistoryEntryDto[];
  @ApiProperty({ description: 'Searches made this calendar month' }) countThisMonth: number;
}

@ApiTags('search')
@Controller('search/history')
@SignedIn()
export class SearchHistoryController {
  constructor(private readonly history: SearchHistoryService) {}

  @Get()
  @ApiOkResponse({ type: SearchHistoryDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'userId names someone else' })
  async getSearchHistory(
    @CurrentSession() session: RequestAuth,
    @Query() _query: HistoryQueryDto,
  ): Promise<SearchHistoryDto> {
    const { entries, countThisMonth } = await this.history.overview(session.userId);
    return { entries: entries.map((e) => ({ query: e.query, createdAt: e.createdAt.toISOString() })), countThisMonth };
  }
}
