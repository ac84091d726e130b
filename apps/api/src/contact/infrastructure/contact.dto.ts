import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { stripInvisible } from '../../common/invisible-characters.js';
import { Trim } from '../../common/trim.decorator.js';

// Names and the subject go into the mail's headers and its From line: one line each. CR and LF, and the Unicode
// line breaks (U+0085, U+2028, U+2029), are refused rather than removed, so nothing is silently changed.
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
const ONE_LINE = /^[^\r\n\u0085\u2028\u2029]*$/;
const oneLine = (field: string) => ({ message: `${field} must be on one line (no line breaks)` });

/** Drops invisible direction and zero-width characters, then trims; a line break is kept for validation to refuse. */
const OneLineText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const visible = stripInvisible(value);
    return LINE_BREAK.test(visible) ? visible : visible.trim();
  });

// class-validator checks the decorator nearest the property first, so the most basic check sits last.
export class SendContactMessageDto {
  @ApiProperty({ maxLength: 100, example: 'Ada' })
  @OneLineText()
  @Matches(ONE_LINE, oneLine('firstName'))
  @MaxLength(100, { message: 'firstName must be at most 100 characters' })
  @IsNotEmpty({ message: 'Please fill in all fields before submitting.' })
  @IsString({ message: 'firstName must be text' })
  @IsDefined({ message: 'Please fill in all fields before submitting.' })
  firstName: string;

  @ApiProperty({ maxLength: 100, example: 'Lovelace' })
  @OneLineText()
  @Matches(ONE_LINE, oneLine('lastName'))
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
  @OneLineText()
  @Matches(ONE_LINE, oneLine('subject'))
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
