import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { SendContactMessageService } from '../application/send-contact-message.service.js';
import { ContactMessageReceiptDto, SendContactMessageDto } from './contact.dto.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly service: SendContactMessageService) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: ContactMessageReceiptDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async sendContactMessage(@Body() body: SendContactMessageDto): Promise<ContactMessageReceiptDto> {
    const receipt = await this.service.send(body);
    return { id: receipt.id, receivedAt: receipt.receivedAt.toISOString() };
  }
}
