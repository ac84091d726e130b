import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { Trim } from '../../common/trim.decorator.js';
import { UnrecognisedEntriesDto } from '../../common/unrecognised-entries.dto.js';
import { REASON_CODES } from '@otc/formulary';

const MAX_QUERY_LENGTH = 500;

// class-validator checks the decorator nearest the property first, so the most basic check sits last.
export class BasicSearchRequestDto {
  @ApiProperty({
    description: 'A symptom, a sentence about symptoms, or a medicine name',
    maxLength: MAX_QUERY_LENGTH,
    example: 'headache',
  })
  @Trim()
  @MaxLength(MAX_QUERY_LENGTH, { message: `query must be at most ${MAX_QUERY_LENGTH} characters` })
  @IsNotEmpty({ message: 'query must not be empty: type a symptom or a medicine name' })
  @IsString({ message: 'query must be text, such as "headache"' })
  @IsDefined({ message: 'query is required' })
  query: string;

  @ApiPropertyOptional({ description: 'Whether the client had Smart search on' })
  @IsOptional()
  @IsBoolean({ message: 'enhanced must be true or false' })
  enhanced?: boolean;

  @ApiPropertyOptional({
    description:
      'Accepted for compatibility: the profile always comes from the signed-in session, and a signed-in request naming any id but its own (or anonymous) is refused with 403.',
    example: 'anonymous',
  })
  @IsOptional()
  @MaxLength(200, { message: 'userId must be at most 200 characters' })
  @IsString({ message: 'userId must be text' })
  userId?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 50,
    example: ['medicine:warfarin'],
    description:
      'Keys of `context` items the person removed (read wrongly): the search ignores them. Nothing is stored.',
  })
  @IsOptional()
  @IsArray({ message: 'ignoredContext must be a list of context keys' })
  @ArrayMaxSize(50, { message: 'ignoredContext must have at most 50 keys' })
  @MaxLength(200, { each: true, message: 'each ignoredContext key must be at most 200 characters' })
  @IsString({ each: true, message: 'each ignoredContext key must be text' })
  ignoredContext?: string[];
}

export class SearchPageRequestDto extends BasicSearchRequestDto {
  @ApiPropertyOptional({
    description:
      "The search page's category filter: one of the values GET /api/search/categories lists ('all' for every category). The label is accepted too.",
    example: 'all',
    maxLength: MAX_QUERY_LENGTH,
  })
  @IsOptional()
  @Trim()
  @MaxLength(MAX_QUERY_LENGTH, { message: `category must be at most ${MAX_QUERY_LENGTH} characters` })
  @IsNotEmpty({ message: 'category must not be empty: leave it out for all categories' })
  @IsString({ message: 'category must be text, such as "pain-relief"' })
  category?: string;
}

export class SuggestionsQueryDto {
  @ApiProperty({ description: 'What the person has typed so far', maxLength: MAX_QUERY_LENGTH, example: 'hea' })
  @Trim()
  @MaxLength(MAX_QUERY_LENGTH, { message: `query must be at most ${MAX_QUERY_LENGTH} characters` })
  @IsNotEmpty({ message: 'query must not be empty' })
  @IsString({ message: 'query must be text' })
  @IsDefined({ message: 'query is required' })
  query: string;
}

export class SearchCategoryDto {
  @ApiProperty({ example: 'pain-relief', description: 'What POST /api/search takes as category' })
  value: string;

  @ApiProperty({ example: 'NSAID (Pain Relief)', description: 'What the filter shows' })
  label: string;
}

export class ReviewDto {
  @ApiProperty({ example: 'A. Rivera, PharmD', description: 'The pharmacist who signed the item off' })
  reviewedBy: string;

  @ApiProperty({ example: '2026-03-02', description: 'The date of the sign-off, YYYY-MM-DD' })
  reviewedAt: string;
}

export class SourceDto {
  @ApiProperty()
  title: string;

  @ApiProperty()
  url: string;
}

const REASON_LEVELS = ['do-not-use', 'ask-first'];

export class ReasonDto {
  @ApiProperty({ enum: REASON_CODES, enumName: 'ReasonCode' })
  code: string;

  @ApiProperty({
    enum: REASON_LEVELS,
    enumName: 'ReasonLevel',
    nullable: true,
    description:
      'How strongly a reason to avoid says no: do-not-use (a label "Do not use" line, an allergy, the same ingredient twice, a clear contraindication) or ask-first (a label "Ask a doctor or pharmacist before use" line, the Beers list, a LactMed caution). Null on a caution, which never blocks.',
  })
  level: 'do-not-use' | 'ask-first' | null;

  @ApiProperty({ description: 'Plain-language explanation for the shopper' })
  message: string;

  @ApiProperty({ type: SourceDto })
  source: SourceDto;
}

export class RedFlagDto {
  @ApiProperty({ example: 'chest-pain' })
  code: string;

  @ApiProperty({ description: 'Plain advice, e.g. to call 911 (or 988 for thoughts of suicide)' })
  message: string;

  @ApiProperty({
    description:
      'The advice is not to treat it yourself (a baby under 3 months with a fever, an overdose or a poisoning): show the medicines only when the shopper asks',
  })
  holdList: boolean;
}

export class ConstraintDto {
  @ApiProperty({ example: 'without:acetaminophen', description: 'Stable code of the constraint' })
  code: string;

  @ApiProperty({ example: 'Without acetaminophen', description: 'The constraint in plain words, for the page' })
  label: string;
}

const DIRECTION_ACTIONS = ['dose', 'ask-a-doctor', 'do-not-use'];

export class DirectionRowDto {
  @ApiProperty({ example: 2, minimum: 0, description: 'The youngest age of this row, in years (0: from birth)' })
  fromYears: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4,
    description: 'The row stops before this age, in years; null for the last row (every older age)',
  })
  belowYears: number | null;

  @ApiProperty({
    enum: DIRECTION_ACTIONS,
    enumName: 'DirectionAction',
    description:
      'dose: the label gives a dose for this age (amount); ask-a-doctor: the label says to ask a doctor first; do-not-use: the label says not to use it at this age',
  })
  action: 'dose' | 'ask-a-doctor' | 'do-not-use';

  @ApiProperty({
    type: String,
    nullable: true,
    example: '24 to 35 lb',
    description: "The label chart's weight for this row, where it gives one",
  })
  weight: string | null;

  @ApiProperty({ type: String, nullable: true, example: '5 mL', description: 'How much at a time; only on a dose row' })
  amount: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'every 4 hours while symptoms last; no more than 5 doses in 24 hours',
    description: 'How often and the most in 24 hours, or what the label says instead of a dose',
  })
  text: string | null;
}

export class DirectionsDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4,
    description:
      "The signed-in person's age these directions are for (rows then holds the one row for it); null when signed out or no age is on the profile, and rows is the label's whole table",
  })
  age: number | null;

  @ApiProperty({ type: [DirectionRowDto], description: 'Youngest first, covering every age' })
  rows: DirectionRowDto[];

  @ApiProperty({ type: SourceDto, description: 'The Drug Facts label the directions are taken from' })
  source: SourceDto;
}

export class MedicationDto {
  @ApiProperty() id: string;

  @ApiProperty({
    enum: ['medication', 'supplement'],
    enumName: 'ProductKind',
    description:
      'medication: an OTC medicine with a Drug Facts label; supplement: a dietary supplement offered because it is the usual choice for a symptom asked about (melatonin for jet lag)',
  })
  kind: 'medication' | 'supplement';

  @ApiProperty() name: string;
  @ApiProperty() class: string;
  @ApiProperty({ type: [String] }) activeIngredients: string[];
  @ApiProperty({ type: [String] }) commonUses: string[];
  @ApiProperty() dose: string;

  @ApiProperty({
    type: DirectionsDto,
    nullable: true,
    description:
      "The label's directions for the signed-in person's age (from their profile), or its whole table when signed out or no age is given; null for a product without a directions table",
  })
  directions: DirectionsDto | null;

  @ApiProperty() summary: string;
  @ApiProperty() mechanism: string;
  @ApiProperty({ type: [String] }) warnings: string[];
  @ApiProperty({ type: [String] }) sideEffects: string[];
  @ApiProperty({ type: [String] }) interactions: string[];
  @ApiProperty({ type: [String] }) contraindications: string[];
  @ApiProperty({ type: [String] }) brandNames: string[];
  @ApiProperty({ type: String, nullable: true, description: 'A stable retailer link, when one is known' })
  buyUrl: string | null;

  @ApiProperty({
    type: ReviewDto,
    nullable: true,
    description: 'The pharmacist sign-off that still matches the content; null when none (never or changed since)',
  })
  review: ReviewDto | null;

  @ApiProperty({
    type: [ReasonDto],
    description:
      'For the signed-in person: what is worth knowing but does not block the medicine (level null); empty without a profile',
  })
  cautions: ReasonDto[];
}

export class SaferOptionDto {
  @ApiProperty({
    example: 'tylenol-regular-strength',
    description: 'The medicine id, as GET /api/medications/{id} takes it',
  })
  id: string;

  @ApiProperty({ example: 'Tylenol Regular Strength' })
  name: string;
}

export class AvoidedMedicationDto {
  @ApiProperty({ type: MedicationDto })
  medication: MedicationDto;

  @ApiProperty({
    enum: REASON_LEVELS,
    enumName: 'AvoidLevel',
    description: 'The strictest level of the reasons: do-not-use if any reason says so, otherwise ask-first',
  })
  level: 'do-not-use' | 'ask-first';

  @ApiProperty({ type: [ReasonDto] })
  reasons: ReasonDto[];

  @ApiProperty({
    type: [SaferOptionDto],
    maxItems: 3,
    description:
      'Up to 3 medicines judged safe for this person that treat the same symptoms (most shared uses first, the same category preferred); never one containing the ingredient that made this one avoid. Empty when there are none.',
  })
  saferOptions: SaferOptionDto[];
}

export class NotCarriedDto {
  @ApiProperty({ example: 'Panadol', description: 'The brand, as our content writes it' })
  name: string;

  @ApiProperty({
    type: [String],
    example: ['acetaminophen'],
    description: 'What is in it, written as inside a sentence ("Panadol is acetaminophen")',
  })
  ingredients: string[];
}

const CONTEXT_KINDS = ['age', 'pregnant', 'breastfeeding', 'medicine', 'condition', 'allergy'];

export class ContextItemDto {
  @ApiProperty({
    example: 'medicine:warfarin',
    description: 'Stable key: send it in ignoredContext to remove this item from a follow-up search',
  })
  key: string;

  @ApiProperty({ enum: CONTEXT_KINDS, enumName: 'ContextKind' })
  kind: 'age' | 'pregnant' | 'breastfeeding' | 'medicine' | 'condition' | 'allergy';

  @ApiProperty({ example: 'child (age 4)', description: 'What to show: "child (age 4)", "pregnant", "warfarin"' })
  label: string;
}

export class SearchResponseDto {
  @ApiProperty({ type: [MedicationDto], description: 'Medicines with no objection for this profile, best match first' })
  safe: MedicationDto[];

  @ApiProperty({ type: [AvoidedMedicationDto], description: 'Medicines to avoid, each with every reason' })
  unsafe: AvoidedMedicationDto[];

  @ApiProperty({ type: [String] })
  extractedSymptoms: string[];

  @ApiProperty({ minimum: 0, maximum: 1 })
  confidence: number;

  @ApiProperty({ description: 'Smart search was unavailable and basic search answered instead' })
  fallbackUsed: boolean;

  @ApiProperty({ type: [RedFlagDto], description: 'Emergencies the words describe; empty when none' })
  redFlags: RedFlagDto[];

  @ApiProperty({
    type: [ContextItemDto],
    description:
      'What the words said about the person (age or life stage, pregnancy, breastfeeding, medicines, conditions, allergies) and the verdicts took into account, together with any profile; never stored. Empty when none.',
  })
  context: ContextItemDto[];

  @ApiProperty({
    type: [ConstraintDto],
    description:
      'Product constraints read in the words ("no tylenol", "non-drowsy", "liquid") and applied to both lists; empty when none',
  })
  constraints: ConstraintDto[];

  @ApiProperty({
    type: UnrecognisedEntriesDto,
    description:
      "The signed-in person's profile entries these results were not checked against, because the check could not place them; empty lists when every entry was placed, and for anonymous searches",
  })
  unrecognised: UnrecognisedEntriesDto;

  @ApiProperty({
    type: NotCarriedDto,
    nullable: true,
    description:
      'The whole query named a brand we do not list whose ingredients we know: the lists then hold our medicines of just those ingredients (empty when we list none, e.g. a prescription medicine); null otherwise',
  })
  notCarried: NotCarriedDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The whole query looked like a product name (one to three words) but named nothing we know, neither a medicine we list nor a brand whose ingredients we know; null otherwise',
  })
  unrecognisedName: string | null;
}
