import type { MedicationDto, SearchResponseDto } from '@otc/api-contract';

let nextId = 1;

/** A medication card as the API sends it; override only what a test is about. */
export function aMedication(overrides: Partial<MedicationDto> = {}): MedicationDto {
  const id = nextId++;
  return {
    id: `med-${id}`,
    kind: 'medication',
    name: `Medicine ${id}`,
    class: 'NSAID (Pain Relief)',
    activeIngredients: ['Ibuprofen 200 mg'],
    commonUses: ['Headache'],
    dose: 'Adults: 1 tablet every 4 to 6 hours.',
    directions: null,
    summary: 'Relieves pain.',
    mechanism: 'Blocks prostaglandins.',
    warnings: ['Stomach bleeding warning.'],
    sideEffects: ['Upset stomach'],
    interactions: ['Blood thinners'],
    contraindications: ['Allergy to NSAIDs'],
    brandNames: ['Advil'],
    buyUrl: null,
    review: null,
    cautions: [],
    ...overrides,
  };
}

export function aSearchResponse(overrides: Partial<SearchResponseDto> = {}): SearchResponseDto {
  return {
    safe: [],
    unsafe: [],
    extractedSymptoms: [],
    confidence: 1,
    fallbackUsed: false,
    redFlags: [],
    constraints: [],
    unrecognised: { allergies: [], medicalConditions: [], currentMedications: [] },
    notCarried: null,
    unrecognisedName: null,
    context: [],
    ...overrides,
  };
}
