import { http, HttpResponse } from 'msw';
import { aMedication, aSearchResponse } from './data';

/**
 * Default API behaviour for unit tests: an anonymous visitor. A test overrides a handler with server.use(...).
 * Feature areas may add their defaults in testing/handlers/<area>.ts and list them here.
 */
export const handlers = [
  http.get('*/api/auth/me', () =>
    HttpResponse.json(
      { statusCode: 401, error: 'Unauthorized', message: 'Please sign in to continue.' },
      { status: 401 },
    ),
  ),
  http.get('*/api/auth/providers', () =>
    HttpResponse.json({ google: { enabled: false, reason: 'Google sign-in is not set up on this server.' } }),
  ),
  http.post('*/api/search/basic', () =>
    HttpResponse.json(aSearchResponse({ safe: [aMedication({ name: 'Ibuprofen' })], extractedSymptoms: ['Headache'] })),
  ),
  http.get('*/api/search/common-symptoms', () =>
    HttpResponse.json(['Headache', 'Fever', 'Cough', 'Sore throat', 'Stuffy nose', 'Heartburn']),
  ),
];
