import type {
  GetSuggestionsApiResponse,
  SearchCategoryDto,
  SearchPageRequestDto,
  SearchResponseDto,
} from '@otc/api-contract';
import { http, HttpResponse } from 'msw';
import { aMedication, aSearchResponse } from '../data';

// The real lists are content (packages/formulary/content/categories), served by the API: these stand-ins are
// deliberately not copies of them, so the tests hold whatever the pharmacists put in the lists.

/** What GET /api/search/common-symptoms answers (6, as the API does). */
export const COMMON_SYMPTOMS = ['Headache', 'Nausea', 'Back pain', 'Runny nose', 'Itching', 'Earache'];

/** What GET /api/search/quick-searches answers. */
export const QUICK_SEARCHES = ['headache', 'nausea', 'back pain'];

/** What GET /api/search/categories answers: 'all' first, then categories by API value. */
export const SEARCH_CATEGORIES: SearchCategoryDto[] = [
  { value: 'all', label: 'All Categories' },
  { value: 'pain-relief', label: 'Pain relievers' },
  { value: 'cold-flu', label: 'Colds and flu' },
  { value: 'digestive', label: 'Stomach and digestion' },
];

const SUGGESTABLE = [...COMMON_SYMPTOMS, 'Heartburn', 'Heart palpitations', 'Ibuprofen', 'Acetaminophen'];

/** Type-ahead by prefix of any word, like the API's (without its typo allowance). */
const suggestionsFor = (text: string): GetSuggestionsApiResponse => {
  const needle = text.trim().toLowerCase();
  return SUGGESTABLE.filter((s) =>
    s
      .toLowerCase()
      .split(' ')
      .some((word) => word.startsWith(needle)),
  ).slice(0, 8);
};

/** A headache answer with one safe and one avoid card; the category narrows it as the API would. */
export const aHeadacheResponse = (category = 'all'): SearchResponseDto => {
  const ibuprofen = aMedication({ id: 'ibuprofen', name: 'Ibuprofen', class: 'NSAID (Pain Relief)' });
  const pseudoephedrine = aMedication({
    id: 'pseudoephedrine',
    name: 'Pseudoephedrine',
    class: 'Decongestant (Cold & Flu)',
  });
  return aSearchResponse({
    safe: category === 'all' || category === 'pain-relief' ? [ibuprofen] : [],
    unsafe:
      category === 'all' || category === 'cold-flu'
        ? [
            {
              medication: pseudoephedrine,
              level: 'ask-first',
              reasons: [
                {
                  code: 'condition',
                  level: 'ask-first',
                  message: 'Can raise blood pressure.',
                  source: { title: 'FDA Drug Facts', url: 'https://www.fda.gov/' },
                },
              ],
              saferOptions: [],
            },
          ]
        : [],
    extractedSymptoms: ['Headache'],
  });
};

/** Default search behaviour for unit tests: every search answers the headache result. */
export const searchHandlers = [
  http.get('*/api/search/common-symptoms', () => HttpResponse.json(COMMON_SYMPTOMS)),
  http.get('*/api/search/quick-searches', () => HttpResponse.json(QUICK_SEARCHES)),
  http.get('*/api/search/categories', () => HttpResponse.json(SEARCH_CATEGORIES)),
  http.get('*/api/search/suggestions', ({ request }) =>
    HttpResponse.json(suggestionsFor(new URL(request.url).searchParams.get('query') ?? '')),
  ),
  http.post('*/api/search/basic', () => HttpResponse.json(aHeadacheResponse())),
  http.post('*/api/search/enhanced', () => HttpResponse.json(aHeadacheResponse())),
  http.post('*/api/search', async ({ request }) => {
    const body = (await request.json()) as SearchPageRequestDto;
    return HttpResponse.json(aHeadacheResponse(body.category));
  }),
];
