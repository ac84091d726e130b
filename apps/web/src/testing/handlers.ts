import { http, HttpResponse } from 'msw';
import { authHandlers } from './handlers/auth';
import { contentHandlers } from './handlers/content';
import { profileHandlers } from './handlers/profile';
import { searchHandlers } from './handlers/search';

/**
 * Default API behaviour for unit tests: an anonymous visitor with Google sign-in off. A test overrides any
 * handler with server.use(...); each feature area keeps its defaults and data builders in testing/handlers/<area>.ts.
 */
export const handlers = [
  http.get('*/api/auth/session', () => HttpResponse.json({ user: null })),
  http.get('*/api/auth/me', () =>
    HttpResponse.json(
      { statusCode: 401, error: 'Unauthorized', message: 'Please sign in to continue.', code: 'auth.not_signed_in' },
      { status: 401 },
    ),
  ),
  http.get('*/api/auth/providers', () =>
    HttpResponse.json({ google: { enabled: false, reason: 'Google sign-in is not set up on this server.' } }),
  ),
  ...authHandlers,
  ...profileHandlers,
  ...searchHandlers,
  ...contentHandlers,
];
