import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/trim.decorator.js';

// class-validator checks the decorator nearest the property first, so the most basic check sits last.
export class SendContactMessageDto {
  @ApiProperty({ maxLength: 100, example: 'Ada' })
  @Trim()
  @MaxLength(100, { message: 'firstName must be at most 100 characters' })
  @IsNotEmpty({ message: 'Please fill in all fields before submitting.' })
  @IsString({ message: 'firstName must be text' })
  @IsDefined({ message: 'Please fill in all fields before submitting.' })
  firstName: string;

  @ApiProperty({ maxLength: 100, example: 'Lovelace' })
  @Trim()
  @MaxLength(100, { message: 'lastName must be at most 100 characters' })
  @IsNotEmpty({ message: 'Please fill in all fields before submitting.' })
  @IsString({ message: 'lastName must be text' })
  @IsDefined({ message: 'Please fill in all fields before submitting.' })
  lastName: string;

  @ApiProperty({ maxLength: 254, example: 'ada@example.com' })
  @Trim()
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsNotEmpty({ message: 'Please fill in all fields before submitting.' })
  @IsString({ message: 'email must be text' })
  @IsDefined({ message: 'Please fill in all fields before submitting.' })
  email: string;

  @ApiProperty({ maxLength: 200, example: 'A question about my profile' })
  @Trim()
  @MaxLength(200, { message: 'subject must be at most 200 characters' })
  @IsNotEmpty({ message: 'Please fill in all fields before submitting.' })
  @IsString({ message: 'subject must be text' })
  @IsDefined({ message: 'Please fill in all fields before submitting.' })
  subject: string;

  @ApiProperty({ maxLength: 5000, example: 'Hello, ...' })
  @Trim()
  @MaxLength(5000, { message: 'message must be at most 5000 characters' })
  @IsNotEmpty({ message: 'Please fill in all fields before submitting.' })
  @IsString({ message: 'message must be text' })
  @IsDefined({ message: 'Please fill in all fields before submitting.' })
  message: string;
}

export class ContactMessageReceiptDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date-time' })
  receivedAt: string;
}
