import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/trim.decorator.js';
import { PROFILE_FIELDS, type ProfileField } from '../application/profile-vocabulary.service.js';

const MAX_VOCABULARY_QUERY_LENGTH = 100;

export class VocabularySuggestionsQueryDto {
  @ApiProperty({
    enum: PROFILE_FIELDS,
    enumName: 'ProfileField',
    description: 'The profile list being filled in',
    example: 'currentMedications',
  })
  @IsIn(PROFILE_FIELDS, { message: `field must be one of: ${PROFILE_FIELDS.join(', ')}` })
  @IsDefined({ message: 'field is required' })
  field: ProfileField;

  @ApiProperty({
    description: 'What the person has typed so far',
    maxLength: MAX_VOCABULARY_QUERY_LENGTH,
    example: 'couma',
  })
  @Trim()
  @MaxLength(MAX_VOCABULARY_QUERY_LENGTH, {
    message: `query must be at most ${MAX_VOCABULARY_QUERY_LENGTH} characters`,
  })
  @IsNotEmpty({ message: 'query must not be empty' })
  @IsString({ message: 'query must be text' })
  @IsDefined({ message: 'query is required' })
  query: string;
}
