import { api } from '@otc/api-contract';

/**
 * Cache behaviour on top of the generated endpoints (never edited): tags so that signing in or out, or saving
 * the profile, refreshes what depends on it; the spec's staleness for suggestions (30 s) and symptoms (5 min).
 */
interface SearchLifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

/** What the server records for a signed-in search (the trimmed query, at most 500 characters), newest first. */
async function recordInHistory(query: string, { dispatch, getState, queryFulfilled }: SearchLifecycle) {
  try {
    await queryFulfilled;
  } catch {
    return; // A failed search records nothing.
  }
  const userId = api.endpoints.getSession.select()(getState() as never).data?.user?.id;
  if (!userId) return;
  dispatch(
    api.util.updateQueryData('getSearchHistory', { userId }, (history) => {
      history.entries.unshift({ query: query.trim().slice(0, 500), createdAt: new Date().toISOString() });
      history.countThisMonth += 1;
    }),
  );
}

export const appApi = api.enhanceEndpoints({
  addTagTypes: ['Me', 'Profile', 'History'],
  endpoints: {
    getMe: { providesTags: ['Me'] },
    getSession: { providesTags: ['Me'] },
    getProfile: { providesTags: ['Profile'] },
    getSearchHistory: { providesTags: ['History'] },
    signIn: { invalidatesTags: ['Me', 'Profile', 'History'] },
    signUp: { invalidatesTags: ['Me', 'Profile', 'History'] },
    // Signing out and deleting the account navigate first and then reset the whole cache (see forgetSession):
    // re-reading the session while a signed-in page is still on screen would send the person to /auth instead.
    verifyEmail: { invalidatesTags: ['Me'] },
    syncProfile: { invalidatesTags: ['Profile', 'Me'] },
    // A search adds one entry to the person's history: add it to the cached list instead of fetching it again.
    searchBasic: { onQueryStarted: (arg, api) => recordInHistory(arg.basicSearchRequestDto.query, api) },
    searchEnhanced: { onQueryStarted: (arg, api) => recordInHistory(arg.basicSearchRequestDto.query, api) },
    search: { onQueryStarted: (arg, api) => recordInHistory(arg.searchPageRequestDto.query, api) },
    getSuggestions: { keepUnusedDataFor: 30 },
    getCommonSymptoms: { keepUnusedDataFor: 300 },
    // The content's lists change only when the API restarts with new content.
    getSearchCategories: { keepUnusedDataFor: 3600 },
    getQuickSearches: { keepUnusedDataFor: 3600 },
  },
});

/** Drops everything cached for the person who just left (after sign-out or deletion, once off their pages). */
export const forgetSession = () => appApi.util.resetApiState();
