import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

const entries = (what: string, example: string[] = []): ApiPropertyOptions => ({
  type: [String],
  description: `${what} the safety check could not place, as the person wrote them: nothing was checked for them`,
  example,
});

/**
 * Profile entries that name no medicine, allergy or condition the safety check knows. "none", "n/a" and the like
 * mean nothing to check and are never listed. Every list is empty when every entry was placed, or when no one is
 * signed in.
 */
export class UnrecognisedEntriesDto {
  @ApiProperty(entries('Allergies'))
  allergies: string[];

  @ApiProperty(entries('Medical conditions'))
  medicalConditions: string[];

  @ApiProperty(entries('Current medicines (their names)', ['xyzzy']))
  currentMedications: string[];
}
