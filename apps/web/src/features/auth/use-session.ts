import { useGetMeQuery, type MeDto } from '@otc/api-contract';

export type SessionState =
  { status: 'loading'; user: null } | { status: 'signed-in'; user: MeDto } | { status: 'signed-out'; user: null };

/** Who is signed in, from GET /api/auth/me (a 401 means signed out). */
export function useSession(): SessionState {
  const { data, isLoading, isFetching, isError } = useGetMeQuery();
  if (isLoading || (isFetching && !data && !isError)) return { status: 'loading', user: null };
  return data && !isError ? { status: 'signed-in', user: data } : { status: 'signed-out', user: null };
}

/** The avatar's letter: first name, else last name, else email, else 'U' (spec). */
export function initialOf(user: Pick<MeDto, 'firstName' | 'lastName' | 'email'> | null): string {
  const source = user?.firstName || user?.lastName || user?.email || 'U';
  return source.trim().charAt(0).toUpperCase() || 'U';
}
