import type { ErrorCode, MeDto, ProvidersDto } from '@otc/api-contract';
import { http, HttpResponse } from 'msw';

/** The signed-in person as GET /api/auth/me (and the session's `user`) answers; override only what a test is about. */
export function aMe(overrides: Partial<MeDto> = {}): MeDto {
  return {
    id: 'user-1',
    email: 'sam@example.com',
    emailVerified: false,
    firstName: null,
    lastName: null,
    photoUrl: null,
    ...overrides,
  };
}

/** An error body in the API's shape (ErrorResponseDto, plus the extra fields some answers carry). */
export function apiError(statusCode: number, code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    409: 'Conflict',
    429: 'Too Many Requests',
  };
  const error = names[statusCode] ?? 'Error';
  return HttpResponse.json({ statusCode, error, message, code, ...extra }, { status: statusCode });
}

/** The session a page load reads (GET /api/auth/session) for a signed-in person. */
export const signedIn = (overrides: Partial<MeDto> = {}) =>
  http.get('*/api/auth/session', () => HttpResponse.json({ user: aMe(overrides) }));

export const googleEnabled = () =>
  http.get('*/api/auth/providers', () => HttpResponse.json({ google: { enabled: true } } satisfies ProvidersDto));

/** An account export as GET /api/account/export answers. */
export function anExport(signInMethods: string[] = ['password']) {
  return {
    exportedAt: '2025-01-19T10:00:00.000Z',
    account: { ...aMe(), createdAt: '2025-01-01T10:00:00.000Z', signInMethods },
    profile: null,
    searchHistory: [{ query: 'headache' }, { query: 'cough' }],
    contactMessages: [],
  };
}

/**
 * Default behaviour of the accounts endpoints: every call succeeds. Sign-in, verification and reset answer with a
 * person; tests override single handlers with server.use(...) for the failures they are about.
 */
export const authHandlers = [
  http.post('*/api/auth/sign-in', async ({ request }) => {
    const { email } = (await request.json()) as { email: string };
    return HttpResponse.json(aMe({ email, emailVerified: true }));
  }),
  http.post('*/api/auth/sign-up', async ({ request }) => {
    const { email } = (await request.json()) as { email: string };
    return HttpResponse.json(aMe({ email }), { status: 201 });
  }),
  http.post('*/api/auth/sign-out', () => new HttpResponse(null, { status: 204 })),
  http.post('*/api/auth/verify-email', () => HttpResponse.json(aMe({ emailVerified: true }))),
  http.post('*/api/auth/verification-email', () => new HttpResponse(null, { status: 202 })),
  http.post('*/api/auth/password-reset', () => new HttpResponse(null, { status: 202 })),
  http.post('*/api/auth/password-reset/confirm', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/account/export', () => HttpResponse.json(anExport())),
  http.delete('*/api/account', () => new HttpResponse(null, { status: 204 })),
];
