import { http, HttpResponse } from 'msw';
import { aMedication, aSearchResponse } from './data';

/** Default API behaviour for unit tests; a test overrides a handler with server.use(...). */
export const handlers = [
  http.post('*/api/search/basic', () =>
    HttpResponse.json(aSearchResponse({ safe: [aMedication({ name: 'Ibuprofen' })], extractedSymptoms: ['Headache'] })),
  ),
];
