import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { UnrecognisedEntriesDto } from '../../common/unrecognised-entries.dto.js';
import { ReasonDto, ReviewDto } from '../../search/index.js';

export class SupplementCategoryQueryDto {
  @ApiPropertyOptional({
    description:
      'Accepted for compatibility: the profile comes from the session, and a signed-in request naming any id but its own (or anonymous) is refused with 403.',
  })
  @IsOptional()
  @MaxLength(200, { message: 'userId must be at most 200 characters' })
  @IsString({ message: 'userId must be text' })
  userId?: string;
}

export class SupplementDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() ingredient: string;
  @ApiProperty() age_group: string;
  @ApiProperty() summary: string;
  @ApiProperty({ enum: ['Strong', 'Moderate', 'Weak', 'Mixed'] }) evidence_strength: string;
  @ApiProperty({ type: [String] }) interactions: string[];
  @ApiProperty({ type: [String] }) contraindications: string[];
  @ApiProperty({ type: [String] }) side_effects: string[];
  @ApiProperty({ description: 'Link to the NIH fact sheet the entry is based on' }) source: string;
  @ApiPropertyOptional() buyUrl?: string;
  @ApiProperty({
    type: ReviewDto,
    nullable: true,
    description: 'The pharmacist sign-off that still matches the content; null when none (never or changed since)',
  })
  review: ReviewDto | null;

  @ApiProperty({
    type: [ReasonDto],
    description:
      'For the signed-in person: what is worth knowing but does not block the supplement (level null); empty without a profile',
  })
  cautions: ReasonDto[];
}

export class ExcludedSupplementDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() ingredient: string;

  @ApiProperty({
    enum: ['do-not-use', 'ask-first'],
    enumName: 'AvoidLevel',
    description: 'The strictest level of the reasons: do-not-use if any reason says so, otherwise ask-first',
  })
  level: 'do-not-use' | 'ask-first';
  @ApiProperty({ type: [ReasonDto] }) safetyReasons: ReasonDto[];
  @ApiProperty({ type: [String] }) activeIngredients: string[];
  @ApiProperty({ type: [String] }) commonUses: string[];
  @ApiProperty() dosage: string;
  @ApiProperty({ type: [String] }) interactions: string[];
  @ApiProperty({ type: [String] }) contraindications: string[];
  @ApiProperty({ type: [String] }) side_effects: string[];
  @ApiProperty({ type: [String] }) warnings: string[];
}

export class SupplementCategoryResponseDto {
  @ApiProperty({
    type: [SupplementDto],
    description: 'Strong evidence first, then Moderate, then Weak and Mixed; ties by name',
  })
  supplements: SupplementDto[];

  @ApiProperty({
    type: [ExcludedSupplementDto],
    description: 'Supplements to avoid for the signed-in person, with reasons',
  })
  excluded: ExcludedSupplementDto[];

  @ApiProperty({ description: 'True when the list was checked against the signed-in person’s profile' })
  safetyFiltered: boolean;

  @ApiProperty({
    type: UnrecognisedEntriesDto,
    description:
      "The signed-in person's profile entries this list was not checked against, because the check could not place them; empty lists when every entry was placed, and when no one is signed in",
  })
  unrecognised: UnrecognisedEntriesDto;
}
