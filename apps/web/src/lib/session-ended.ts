import { api } from '@otc/api-contract';
import { createSlice, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';

/** 401s that judge what the person typed (a password), not the session: their forms say what was wrong. */
const CREDENTIAL_CHECKS = new Set([
  'signIn',
  'signUp',
  'deleteAccount',
  'confirmPasswordReset',
  'requestPasswordReset',
]);

/**
 * 401s on a form that would be lost by moving to /auth: the page keeps what the person typed and says they must
 * sign in (spec: 'You must be logged in to save your profile.'), so they can sign in elsewhere and save again.
 */
const KEEPS_WHAT_WAS_TYPED = new Set(['syncProfile']);

/**
 * Whether the API has said the session is over. Set in one place (sessionEndedMiddleware) for every request;
 * app/layout shows the spec's 'Unauthorized' toast, forgets the cache and goes to /auth, then clears it.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: { ended: false },
  reducers: {
    sessionEnded: (state) => {
      state.ended = true;
    },
    sessionEndHandled: (state) => {
      state.ended = false;
    },
  },
  selectors: { selectSessionEnded: (state) => state.ended },
});

const { sessionEnded } = sessionSlice.actions;
export const { sessionEndHandled } = sessionSlice.actions;
export const { selectSessionEnded } = sessionSlice.selectors;

const statusOfPayload = (payload: unknown) =>
  typeof payload === 'object' && payload !== null ? (payload as { status?: unknown }).status : undefined;

/**
 * A 401 from any request while the cached session says someone is signed in means that session has ended (it
 * expired, or was signed out elsewhere). A visitor's 401 says nothing new, and a wrong password is not an end.
 */
export const sessionEndedMiddleware: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (isRejectedWithValue(action) && statusOfPayload(action.payload) === 401) {
    const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
    const signedIn = api.endpoints.getSession.select()(store.getState() as never).data?.user;
    if (endpoint && !CREDENTIAL_CHECKS.has(endpoint) && !KEEPS_WHAT_WAS_TYPED.has(endpoint) && signedIn)
      store.dispatch(sessionEnded());
  }
  return result;
};
