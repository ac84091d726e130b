import type { SearchResponseDto } from '@otc/api-contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { statusOf } from '../../../lib/error-message';

type SearchError = FetchBaseQueryError | SerializedError;

export type SearchOutcome =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; result: SearchResponseDto }
  | { status: 'error'; error: SearchError }
  /** A 401 answer: the session has ended (the app shows the toast and goes to /auth). */
  | { status: 'unauthorized' };

/**
 * Runs one search at a time (a newer search wins over an older answer) and gives the spec's feedback:
 * 'Search Completed' when the API fell back to basic search and 'Search Error' on failure. A 401 is not a search
 * failure: the session has ended, which the app handles once for every request.
 */
export function useSearchOutcome() {
  const toast = useToast();
  const [outcome, setOutcome] = useState<SearchOutcome>({ status: 'idle' });
  const latest = useRef(0);

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
        // The session has ended: lib/session-ended tells the person and moves on to /auth, for every page.
        if (statusOf(error) === 401) return setOutcome({ status: 'unauthorized' });
        setOutcome({ status: 'error', error });
        toast({
          title: 'Search Error',
          description: 'Search is temporarily unavailable. Please try again in a moment.',
          variant: 'destructive',
        });
      }
    },
    [toast],
  );

  return { outcome, run };
}
