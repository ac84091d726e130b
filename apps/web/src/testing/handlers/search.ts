import type { GetSuggestionsApiResponse, SearchPageRequestDto, SearchResponseDto } from '@otc/api-contract';
import { http, HttpResponse } from 'msw';
import { aMedication, aSearchResponse } from '../data';

/** What GET /api/search/common-symptoms answers (exactly 6, as the API does). */
export const COMMON_SYMPTOMS = ['Headache', 'Fever', 'Cough', 'Sore throat', 'Stuffy nose', 'Heartburn'];

const SUGGESTABLE = [...COMMON_SYMPTOMS, 'Nausea', 'Runny nose', 'Heart palpitations', 'Ibuprofen', 'Acetaminophen'];

/** Type-ahead by prefix of any word, like the API's (without its typo allowance). */
export const suggestionsFor = (text: string): GetSuggestionsApiResponse => {
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
              reasons: [
                {
                  code: 'condition',
                  message: 'Can raise blood pressure.',
                  source: { title: 'FDA Drug Facts', url: 'https://www.fda.gov/' },
                },
              ],
            },
          ]
        : [],
    extractedSymptoms: ['Headache'],
  });
};

/** Default search behaviour for unit tests: every search answers the headache result. */
export const searchHandlers = [
  http.get('*/api/search/common-symptoms', () => HttpResponse.json(COMMON_SYMPTOMS)),
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
