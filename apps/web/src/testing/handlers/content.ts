import type {
  ContactMessageReceiptDto,
  ExcludedSupplementDto,
  SupplementCategoryResponseDto,
  SupplementDto,
} from '@otc/api-contract';
import { http, HttpResponse } from 'msw';

let nextId = 1;

/** A supplement as GET /api/supplements/category/{name} sends it; override only what a test is about. */
export function aSupplement(overrides: Partial<SupplementDto> = {}): SupplementDto {
  const id = nextId++;
  return {
    id: `supplement-${id}`,
    name: `Supplement ${id}`,
    ingredient: 'Cholecalciferol (vitamin D3) 1,000 IU',
    age_group: 'Adults 18+',
    summary: 'Helps your body absorb calcium to keep bones strong.',
    evidence_strength: 'Strong',
    interactions: ['Thiazide water pills can raise blood calcium too high.'],
    contraindications: ['High blood calcium: ask a doctor first.'],
    side_effects: ['Rare at this dose.'],
    source: 'https://ods.od.nih.gov/factsheets/VitaminD-Consumer/',
    review: null,
    cautions: [],
    ...overrides,
  };
}

/** A supplement the signed-in person should avoid, with the reasons. */
export function anExcludedSupplement(overrides: Partial<ExcludedSupplementDto> = {}): ExcludedSupplementDto {
  const id = nextId++;
  return {
    id: `excluded-${id}`,
    name: `Excluded supplement ${id}`,
    ingredient: 'St. John’s wort extract 300 mg',
    level: 'ask-first',
    safetyReasons: [
      {
        code: 'interaction',
        level: 'ask-first',
        message: 'St. John’s wort makes birth control pills less effective.',
        source: { title: 'NIH NCCIH', url: 'https://www.nccih.nih.gov/health/st-johns-wort' },
      },
    ],
    activeIngredients: ['St. John’s wort'],
    commonUses: ['Low mood'],
    dosage: '300 mg three times a day.',
    interactions: ['Birth control pills'],
    contraindications: ['Pregnancy'],
    side_effects: ['Sensitivity to sunlight'],
    warnings: ['Interacts with many medicines.'],
    ...overrides,
  };
}

export function aSupplementCategory(
  overrides: Partial<SupplementCategoryResponseDto> = {},
): SupplementCategoryResponseDto {
  return {
    supplements: [],
    excluded: [],
    safetyFiltered: false,
    unrecognised: { allergies: [], medicalConditions: [], currentMedications: [] },
    ...overrides,
  };
}

const SUPPLEMENT_CATEGORIES = ['Vitamins', 'Minerals', 'Sleep & Relaxation'];

/** Default API behaviour for the Vitamins & Supplements page and the contact form. */
export const contentHandlers = [
  http.get('*/api/content/review-summary', () => HttpResponse.json({ reviewed: 3, total: 40 })),
  http.get('*/api/supplements/categories', () => HttpResponse.json(SUPPLEMENT_CATEGORIES)),
  http.get('*/api/supplements/category/:category', () =>
    HttpResponse.json(
      aSupplementCategory({
        supplements: [
          aSupplement({ id: 'vitamin-d3', name: 'Vitamin D3 1,000 IU', evidence_strength: 'Strong' }),
          aSupplement({ id: 'vitamin-c', name: 'Vitamin C 500 mg', evidence_strength: 'Moderate' }),
        ],
      }),
    ),
  ),
  http.post('*/api/contact', () =>
    HttpResponse.json<ContactMessageReceiptDto>(
      { id: '6f1c1f7e-2d0b-4d7e-9a56-0b7b0c1f3a10', receivedAt: '2025-01-19T12:00:00.000Z' },
      { status: 201 },
    ),
  ),
];
