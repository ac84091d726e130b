import { Body, Controller, Delete, Get, HttpCode, Inject, Res, UseFilters } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiPropertyOptional,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import {
  AuthExceptionFilter,
  clearSessionCookie,
  type RequestAuth,
  CurrentSession,
  SignedIn,
} from '../../auth/index.js';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AccountService } from '../application/account.service.js';

class DeleteAccountDto {
  @ApiPropertyOptional({
    description: 'Required for password accounts; Google accounts may instead have signed in within 10 minutes',
  })
  @IsOptional()
  @MaxLength(256, { message: 'password must be at most 256 characters' })
  @IsString({ message: 'password must be text' })
  password?: string;
}

@ApiTags('account')
@Controller('account')
@SignedIn()
@UseFilters(AuthExceptionFilter)
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
export class AccountController {
  constructor(
    private readonly accounts: AccountService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('export')
  @ApiOkResponse({
    description:
      'Every piece of the person’s data as JSON: account (with the Google link), profile, search history, contact messages (also those sent signed out from the verified address), sessions and emailed codes (dates and kinds only)',
  })
  exportAccount(@CurrentSession() session: RequestAuth) {
    return this.accounts.export(session.userId);
  }

  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted at once and signed out; the email can sign up again' })
  async deleteAccount(
    @CurrentSession() session: RequestAuth,
    @Body() body: DeleteAccountDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    // IsOptional lets null through: null, like a missing password, is no password.
    await this.accounts.delete(session, body?.password ?? undefined);
    clearSessionCookie(res, this.config.production);
  }
}
