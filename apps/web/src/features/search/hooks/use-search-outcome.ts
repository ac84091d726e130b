import type { SearchResponseDto } from '@otc/api-contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useToast } from '../../../components/ui/toast';
import { appApi } from '../../../lib/api';
import { statusOf } from '../../../lib/error-message';

/** Spec section 9: redirect on logout or unauthorized after 500 ms. */
const UNAUTHORIZED_REDIRECT_MS = 500;

type SearchError = FetchBaseQueryError | SerializedError;

export type SearchOutcome =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; result: SearchResponseDto }
  | { status: 'error'; error: SearchError }
  /** A 401 answer: the toast has been shown and, 500 ms later, `signedOut` becomes true. */
  | { status: 'unauthorized'; signedOut: boolean };

/**
 * Runs one search at a time (a newer search wins over an older answer) and gives the spec's feedback:
 * 'Search Completed' when the API fell back to basic search, 'Search Error' on failure, and on a 401 the
 * 'Unauthorized' toast and, 500 ms later, a cleared API cache, `signedOut` and `onUnauthorized` (if given).
 */
export function useSearchOutcome(onUnauthorized?: () => void) {
  const toast = useToast();
  const dispatch = useDispatch();
  const [outcome, setOutcome] = useState<SearchOutcome>({ status: 'idle' });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unauthorizedHandler = useRef(onUnauthorized);

  useEffect(() => {
    unauthorizedHandler.current = onUnauthorized;
  }, [onUnauthorized]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async (start: () => Promise<SearchResponseDto>) => {
      const id = ++latest.current;
      setOutcome({ status: 'pending' });
      try {
        const result = await start();
        if (id !== latest.current) return;
        setOutcome({ status: 'success', result });
        if (result.fallbackUsed) {
          toast({
            title: 'Search Completed',
            description: 'Used simplified search due to high demand. Results may be less personalized.',
          });
        }
      } catch (caught) {
        if (id !== latest.current) return;
        const error = caught as SearchError;
        if (statusOf(error) === 401) {
          setOutcome({ status: 'unauthorized', signedOut: false });
          toast({
            title: 'Unauthorized',
            description: 'You are logged out. Logging in again...',
            variant: 'destructive',
          });
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            // Forget the cached session (and whatever belonged to it) as the page moves on, so /auth does not
            // still see the old user; doing it earlier would swap the page away before the redirect.
            dispatch(appApi.util.resetApiState());
            setOutcome({ status: 'unauthorized', signedOut: true });
            unauthorizedHandler.current?.();
          }, UNAUTHORIZED_REDIRECT_MS);
          return;
        }
        setOutcome({ status: 'error', error });
        toast({
          title: 'Search Error',
          description: 'Search is temporarily unavailable. Please try again in a moment.',
          variant: 'destructive',
        });
      }
    },
    [dispatch, toast],
  );

  return { outcome, run };
}
