import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  AGE_MAX,
  AGE_MIN,
  AGE_TEXT_PATTERN,
  DEFAULT_DOSAGE,
  ENTRY_MAX_LENGTH,
  GENDERS,
  LIST_MAX,
} from '@otc/safety-engine';
import { UnrecognisedEntriesDto } from '../../common/unrecognised-entries.dto.js';

export class CurrentMedicationDto {
  @ApiProperty({ maxLength: ENTRY_MAX_LENGTH }) name: string;
  @ApiProperty({ default: DEFAULT_DOSAGE }) dosage: string;
  @ApiProperty() frequency: string;
}

export class ProfileDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: Number, nullable: true, minimum: AGE_MIN, maximum: AGE_MAX }) age: number | null;
  @ApiProperty({ type: String, nullable: true, enum: GENDERS }) gender: string | null;
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

const LIST_SCHEMA = [
  { type: 'array' as const, maxItems: LIST_MAX, items: { type: 'string' as const, maxLength: ENTRY_MAX_LENGTH } },
  { type: 'string' as const },
];

/** The spec's payload. Lists may be lists, brace-delimited strings or JSON strings; age may be a string. */
class ProfileFieldsDto {
  @ApiPropertyOptional() email?: string;
  @ApiPropertyOptional() firstName?: string;
  @ApiPropertyOptional() lastName?: string;
  @ApiPropertyOptional({
    oneOf: [{ type: 'string', pattern: AGE_TEXT_PATTERN }, { type: 'integer' }],
    description: `Whole years, ${AGE_MIN} to ${AGE_MAX}: a number or decimal digits ("42"); "0x1F" or "1e1" are refused`,
  })
  age?: string | number;
  @ApiPropertyOptional({ enum: GENDERS }) gender?: string;
  @ApiPropertyOptional({
    oneOf: LIST_SCHEMA,
    description: `A list, "{a,b}" or a JSON list of text (at most ${LIST_MAX} entries of ${ENTRY_MAX_LENGTH} characters); one that cannot be read is refused (400), never emptied`,
  })
  allergies?: string[] | string;
  @ApiPropertyOptional({ oneOf: LIST_SCHEMA }) conditions?: string[] | string;
  @ApiPropertyOptional({ type: [CurrentMedicationDto], maxItems: LIST_MAX })
  currentMedications?: CurrentMedicationDto[];
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
