import { useGetMeQuery, type MeDto } from '@otc/api-contract';

export type SessionState =
  { status: 'loading'; user: null } | { status: 'signed-in'; user: MeDto } | { status: 'signed-out'; user: null };

/**
 * Who is signed in, from GET /api/auth/me (a 401 means signed out). A signed-in answer stands while /me is
 * asked again; an old 401 does not (right after signing up, /me is being re-read and a stale "signed out"
 * would send the person away from a signed-in page), so that moment reads as 'loading'.
 */
export function useSession(): SessionState {
  const { data, isSuccess, error, isFetching } = useGetMeQuery();
  if (isSuccess && data) return { status: 'signed-in', user: data };
  if (error && !isFetching) return { status: 'signed-out', user: null };
  return { status: 'loading', user: null };
}

/** The avatar's letter: first name, else last name, else email, else 'U' (spec). */
export function initialOf(user: Pick<MeDto, 'firstName' | 'lastName' | 'email'> | null): string {
  const source = user?.firstName || user?.lastName || user?.email || 'U';
  return source.trim().charAt(0).toUpperCase() || 'U';
}
