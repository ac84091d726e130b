import type { MeDto, ProfileDto, ProfileField, SearchHistoryDto } from '@otc/api-contract';
import { http, HttpResponse } from 'msw';

/** A signed-in account as GET /api/auth/session answers it (its `user`); override only what a test is about. */
export function aUser(overrides: Partial<MeDto> = {}): MeDto {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    emailVerified: true,
    firstName: null,
    lastName: null,
    photoUrl: null,
    ...overrides,
  };
}

/** A saved health profile as GET /api/profile/{uid} answers it. */
export function aProfile(overrides: Partial<ProfileDto> = {}): ProfileDto {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    age: 36,
    gender: 'female',
    allergies: [],
    conditions: [],
    currentMedications: [],
    isPregnant: false,
    isBreastfeeding: false,
    profileComplete: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    unrecognised: { allergies: [], medicalConditions: [], currentMedications: [] },
    ...overrides,
  };
}

export const signedInAs = (user: MeDto = aUser()) => http.get('*/api/auth/session', () => HttpResponse.json({ user }));

export const profileAnswer = (profile: ProfileDto | null) =>
  http.get('*/api/profile/:uid', () =>
    profile
      ? HttpResponse.json(profile)
      : HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'No profile yet.', code: 'profile.not_found' },
          { status: 404 },
        ),
  );

export const historyAnswer = (history: SearchHistoryDto) =>
  http.get('*/api/search/history', () => HttpResponse.json(history));

/** Stand-ins for the formulary's names (the real ones are content, served by the API). */
const VOCABULARY: Record<ProfileField, string[]> = {
  allergies: ['Penicillin', 'Peanut', 'Sulfonamides (sulfa)'],
  medicalConditions: ['High blood pressure', 'Asthma'],
  currentMedications: ['Coumadin', 'Warfarin', 'Lisinopril'],
};

/** GET /api/vocabulary/suggestions: names of the field starting with the typed text. */
const vocabularyAnswer = http.get('*/api/vocabulary/suggestions', ({ request }) => {
  const url = new URL(request.url);
  const field = url.searchParams.get('field') as ProfileField;
  const text = (url.searchParams.get('query') ?? '').toLowerCase();
  return HttpResponse.json((VOCABULARY[field] ?? []).filter((name) => name.toLowerCase().startsWith(text)));
});

/**
 * Defaults for the profile, personal home and history areas: no saved profile yet, an empty search history,
 * and a sync that saves what it is sent. (The visitor default for /api/auth/session stays in handlers.ts.)
 */
export const profileHandlers = [
  profileAnswer(null),
  historyAnswer({ countThisMonth: 0, entries: [] }),
  http.post('*/api/profile/sync', () => HttpResponse.json({ success: true, profile: aProfile() })),
  vocabularyAnswer,
];
