import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/trim.decorator.js';
import { refusal } from '../../common/validation.pipe.js';
import { MAX_PASSWORD, MIN_PASSWORD } from '../application/passwords.js';

// Whether a password is too easy to guess is judged by AuthService, which knows whose it is.
// class-validator checks the decorator nearest the property first, so the most basic check sits last.
export class CredentialsDto {
  @ApiProperty({ example: 'ada@example.com', maxLength: 254 })
  @Trim()
  @IsEmail({}, refusal('auth.email_invalid', 'Invalid email address.'))
  @MaxLength(254, refusal('auth.email_invalid', 'Invalid email address.'))
  @IsNotEmpty(refusal('request.fields_missing', 'Please fill in all fields'))
  @IsString({ message: 'email must be text' })
  @IsDefined(refusal('request.fields_missing', 'Please fill in all fields'))
  email: string;

  @ApiProperty({ minLength: MIN_PASSWORD, maxLength: MAX_PASSWORD })
  @MaxLength(MAX_PASSWORD, refusal('auth.password_invalid', `Password must be at most ${MAX_PASSWORD} characters`))
  @MinLength(MIN_PASSWORD, refusal('auth.password_invalid', `Password must be at least ${MIN_PASSWORD} characters`))
  @IsString({ message: 'password must be text' })
  @IsDefined(refusal('request.fields_missing', 'Please fill in all fields'))
  password: string;
}

export class SignInDto {
  @ApiProperty({ example: 'ada@example.com' })
  @Trim()
  @MaxLength(254, { message: 'The email or password is not correct.' })
  @IsNotEmpty(refusal('request.fields_missing', 'Please fill in all fields'))
  @IsString({ message: 'email must be text' })
  @IsDefined(refusal('request.fields_missing', 'Please fill in all fields'))
  email: string;

  @ApiProperty()
  @MaxLength(MAX_PASSWORD, { message: 'The email or password is not correct.' })
  @IsNotEmpty(refusal('request.fields_missing', 'Please fill in all fields'))
  @IsString({ message: 'password must be text' })
  @IsDefined(refusal('request.fields_missing', 'Please fill in all fields'))
  password: string;
}

export class OobCodeDto {
  @ApiProperty({ description: 'The code from the emailed link' })
  @MaxLength(200, refusal('auth.invalid_code', 'This link is invalid or has expired. Please ask for a new one.'))
  @IsNotEmpty(refusal('auth.invalid_code', 'oobCode is required'))
  @IsString({ message: 'oobCode must be text' })
  @IsDefined(refusal('auth.invalid_code', 'oobCode is required'))
  oobCode: string;
}

export class PasswordResetRequestDto {
  @ApiProperty({ example: 'ada@example.com' })
  @Trim()
  @IsEmail({}, refusal('auth.email_invalid', 'Invalid email address.'))
  @MaxLength(254, refusal('auth.email_invalid', 'Invalid email address.'))
  @IsString({ message: 'email must be text' })
  @IsDefined({ message: 'email is required' })
  email: string;
}

export class PasswordResetConfirmDto extends OobCodeDto {
  @ApiProperty({ minLength: MIN_PASSWORD, maxLength: MAX_PASSWORD })
  @MaxLength(MAX_PASSWORD, refusal('auth.password_invalid', `Password must be at most ${MAX_PASSWORD} characters`))
  @MinLength(MIN_PASSWORD, refusal('auth.password_invalid', `Password must be at least ${MIN_PASSWORD} characters`))
  @IsString({ message: 'password must be text' })
  @IsDefined({ message: 'password is required' })
  password: string;
}

export class MeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() emailVerified: boolean;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) photoUrl: string | null;
}

export class SessionDto {
  @ApiProperty({ type: MeDto, nullable: true, description: 'The signed-in person; null for a visitor' })
  user: MeDto | null;
}

export class GoogleProviderDto {
  @ApiProperty() enabled: boolean;
  @ApiPropertyOptional({ description: 'Why it is off, for the sign-in page to show' }) reason?: string;
}

export class ProvidersDto {
  @ApiProperty({ type: GoogleProviderDto }) google: GoogleProviderDto;
}
