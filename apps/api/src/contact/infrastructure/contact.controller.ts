import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { type RequestAuth, CurrentSession, Public } from '../../auth/index.js';
import { RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.guard.js';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { SendContactMessageService } from '../application/send-contact-message.service.js';
import { ContactMessageReceiptDto, SendContactMessageDto } from './contact.dto.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly service: SendContactMessageService) {}

  @Post()
  @Public()
  @HttpCode(201)
  @UseGuards(RateLimitGuard)
  @RateLimit('contact')
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiCreatedResponse({ type: ContactMessageReceiptDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async sendContactMessage(
    @Body() body: SendContactMessageDto,
    @CurrentSession() session: RequestAuth | undefined,
  ): Promise<ContactMessageReceiptDto> {
    const receipt = await this.service.send(body, session?.userId ?? null);
    return { id: receipt.id, receivedAt: receipt.receivedAt.toISOString() };
  }
}
