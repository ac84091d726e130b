import { api } from '@otc/api-contract';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { makeStore } from '../store';
import { server } from '../../testing/server';
import { selectSessionEnded } from '../../lib/session-ended';

const unauthorized = () =>
  HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' }, { status: 401 });
const me = {
  id: 'user-1',
  email: 'ann@example.com',
  emailVerified: true,
  firstName: 'Ann',
  lastName: null,
  photoUrl: null,
};

/** A store that has read the session: signed in as Ann, or a visitor. */
async function storeWithSession(user: typeof me | null) {
  server.use(
    http.get('*/api/auth/session', () => HttpResponse.json({ user })),
    http.get('*/api/profile/:uid', unauthorized),
    http.post('*/api/auth/sign-in', unauthorized),
  );
  const store = makeStore();
  await store.dispatch(api.endpoints.getSession.initiate());
  return store;
}

it('marks the session ended when a request answers 401 while someone is signed in', async () => {
  const store = await storeWithSession(me);
  await store.dispatch(api.endpoints.getProfile.initiate({ uid: 'user-1' }));
  expect(selectSessionEnded(store.getState())).toBe(true);
});

it("does not for a visitor's 401: there was no session to end", async () => {
  const store = await storeWithSession(null);
  await store.dispatch(api.endpoints.getProfile.initiate({ uid: 'user-1' }));
  expect(selectSessionEnded(store.getState())).toBe(false);
});

it('does not for a wrong password: the form says what was wrong', async () => {
  const store = await storeWithSession(me);
  await store.dispatch(api.endpoints.signIn.initiate({ signInDto: { email: 'ann@example.com', password: 'nope' } }));
  expect(selectSessionEnded(store.getState())).toBe(false);
});

it('does not for a profile save: the form keeps what was typed and says the person must sign in', async () => {
  const store = await storeWithSession(me);
  server.use(http.post('*/api/profile/sync', unauthorized));
  await store.dispatch(api.endpoints.syncProfile.initiate({ profileSyncDto: { uid: 'user-1', profile: {} } } as never));
  expect(selectSessionEnded(store.getState())).toBe(false);
});
