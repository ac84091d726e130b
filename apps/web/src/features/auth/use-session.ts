import { useContext, useState } from 'react';
import { useGetSessionQuery, type MeDto } from '@otc/api-contract';
import { SessionHintContext } from './session-hint';

export type SessionState =
  { status: 'loading'; user: null } | { status: 'signed-in'; user: MeDto } | { status: 'signed-out'; user: null };

/**
 * Who is signed in, from GET /api/auth/session (user null, or a failed request, means signed out). A signed-in
 * answer stands while the session is asked again; an old "signed out" does not (right after signing up it is
 * being re-read, and a stale answer would send the person away from a signed-in page), so that moment reads as
 * 'loading'.
 */
export function useSession(): SessionState {
  const hint = useContext(SessionHintContext);
  const { data, isSuccess, error, isFetching } = useGetSessionQuery();
  if (isSuccess && data?.user) return { status: 'signed-in', user: data.user };
  if ((error || (isSuccess && !data?.user)) && !isFetching) return { status: 'signed-out', user: null };
  // Only before the session has ever been read: a re-read after signing in must not read as signed out.
  if (hint === 'signed-out' && !error && !data) return { status: 'signed-out', user: null };
  return { status: 'loading', user: null };
}

/**
 * The last settled session. The session is fetched again whenever a new component asks for it, which
 * briefly reads as 'loading': keep showing what we had (the page and its search results, the header's Sign In
 * link) rather than a blank. Pages that send signed-out people away must use useSession: right after signing in, an old answer is wrong.
 */
export function useSettledSession(): SessionState {
  const session = useSession();
  const [settled, setSettled] = useState(session);
  if (session.status !== 'loading' && (session.status !== settled.status || session.user !== settled.user)) {
    setSettled(session);
  }
  return session.status === 'loading' ? settled : session;
}

/** The avatar's letter: first name, else last name, else email, else 'U' (spec). */
export function initialOf(user: Pick<MeDto, 'firstName' | 'lastName' | 'email'> | null): string {
  const source = user?.firstName || user?.lastName || user?.email || 'U';
  return source.trim().charAt(0).toUpperCase() || 'U';
}
