import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SendContactMessageService } from './application/send-contact-message.service.js';
import { CONTACT_MESSAGE_REPOSITORY } from './domain/contact-message.repository.port.js';
import { ContactMessageEntity } from './infrastructure/contact-message.entity.js';
import { ContactController } from './infrastructure/contact.controller.js';
import { TypeOrmContactMessageRepository } from './infrastructure/typeorm-contact-message-repository.adapter.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity])],
  controllers: [ContactController],
  providers: [
    SendContactMessageService,
    { provide: CONTACT_MESSAGE_REPOSITORY, useClass: TypeOrmContactMessageRepository },
  ],
  exports: [CONTACT_MESSAGE_REPOSITORY],
})
export class ContactModule {}
