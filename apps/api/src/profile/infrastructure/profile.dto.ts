import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { UnrecognisedEntriesDto } from '../../common/unrecognised-entries.dto.js';

export class CurrentMedicationDto {
  @ApiProperty() name: string;
  @ApiProperty({ default: 'As directed' }) dosage: string;
  @ApiProperty() frequency: string;
}

export class ProfileDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 120 }) age: number | null;
  @ApiProperty({ type: String, nullable: true, enum: ['male', 'female', 'other', 'prefer-not-to-say'] }) gender:
    string | null;
  @ApiProperty({ type: [String] }) allergies: string[];
  @ApiProperty({ type: [String] }) conditions: string[];
  @ApiProperty({ type: [CurrentMedicationDto] }) currentMedications: CurrentMedicationDto[];
  @ApiProperty() isPregnant: boolean;
  @ApiProperty() isBreastfeeding: boolean;
  @ApiProperty() profileComplete: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({
    type: UnrecognisedEntriesDto,
    description:
      'Entries the safety check cannot place (so checks nothing against): the profile page marks them. `medicalConditions` lists entries of `conditions`.',
  })
  unrecognised: UnrecognisedEntriesDto;
}

/** The spec's payload. Lists may be lists, brace-delimited strings or JSON strings; age may be a string. */
class ProfileFieldsDto {
  @ApiPropertyOptional() email?: string;
  @ApiPropertyOptional() firstName?: string;
  @ApiPropertyOptional() lastName?: string;
  @ApiPropertyOptional({
    oneOf: [{ type: 'string', pattern: '^\\s*\\d{1,3}\\s*$' }, { type: 'integer' }],
    description: 'Whole years, 1 to 120: a number or decimal digits ("42"); "0x1F" or "1e1" are refused',
  })
  age?: string | number;
  @ApiPropertyOptional({ enum: ['male', 'female', 'other', 'prefer-not-to-say'] }) gender?: string;
  @ApiPropertyOptional({
    oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
    description: 'A list, "{a,b}" or a JSON list of text; one that cannot be read is refused (400), never emptied',
  })
  allergies?: string[] | string;
  @ApiPropertyOptional({ oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }] }) conditions?:
    string[] | string;
  @ApiPropertyOptional({ type: [CurrentMedicationDto] }) currentMedications?: CurrentMedicationDto[];
  @ApiPropertyOptional() isPregnant?: boolean;
  @ApiPropertyOptional() isBreastfeeding?: boolean;
}

export class ProfileSyncDto {
  @ApiPropertyOptional({
    description: 'Must be the signed-in user’s own id (403 otherwise); the session decides whose profile it is.',
  })
  @IsOptional()
  @MaxLength(200, { message: 'userId must be at most 200 characters' })
  @IsString({ message: 'userId must be text' })
  userId?: string;

  @ApiProperty({ type: ProfileFieldsDto })
  @IsObject({ message: 'profile must be an object' })
  @IsDefined({ message: 'profile is required' })
  profile: Record<string, unknown>;
}

export class ProfileSyncResultDto {
  @ApiProperty() success: boolean;
  @ApiPropertyOptional({ example: 'no data to sync' }) message?: string;
  @ApiPropertyOptional({ type: ProfileDto }) profile?: ProfileDto;
}
