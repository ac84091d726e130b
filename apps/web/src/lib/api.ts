import { api } from '@otc/api-contract';

/**
 * Cache behaviour on top of the generated endpoints (never edited): tags so that signing in or out, or saving
 * the profile, refreshes what depends on it; the spec's staleness for suggestions (30 s) and symptoms (5 min).
 */
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
    searchBasic: { invalidatesTags: ['History'] },
    searchEnhanced: { invalidatesTags: ['History'] },
    search: { invalidatesTags: ['History'] },
    getSuggestions: { keepUnusedDataFor: 30 },
    getCommonSymptoms: { keepUnusedDataFor: 300 },
    // The content's lists change only when the API restarts with new content.
    getSearchCategories: { keepUnusedDataFor: 3600 },
    getQuickSearches: { keepUnusedDataFor: 3600 },
  },
});

/** Drops everything cached for the person who just left (after sign-out or deletion, once off their pages). */
export const forgetSession = () => appApi.util.resetApiState();
