import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { expect, it } from 'vitest';
import { appApi } from '../../../lib/api';
import { makeStore } from '../../../app/store';
import { aMe } from '../../../testing/handlers/auth';
import { server } from '../../../testing/server';
import { SessionHintContext, type SessionHint } from '../session-hint';
import { useSession } from '../use-session';

function renderSession(hint: SessionHint) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <SessionHintContext.Provider value={hint}>{children}</SessionHintContext.Provider>
    </Provider>
  );
  return { store, ...renderHook(() => useSession(), { wrapper }) };
}

const slowVisitor = () =>
  http.get('*/api/auth/me', async () => {
    await delay(200);
    return HttpResponse.json({ message: 'Please sign in.' }, { status: 401 });
  });

it('reads a prerendered signed-out page as signed out before /me answers', () => {
  server.use(slowVisitor());
  expect(renderSession('signed-out').result.current.status).toBe('signed-out');
});

it('waits for /me when the page was not prerendered', () => {
  server.use(slowVisitor());
  expect(renderSession(null).result.current.status).toBe('loading');
});

it('believes /me over the hint when someone is signed in after all', async () => {
  server.use(http.get('*/api/auth/me', () => HttpResponse.json(aMe({ firstName: 'Ada' }))));
  const { result } = renderSession('signed-out');
  await waitFor(() => expect(result.current.status).toBe('signed-in'));
  expect(result.current.user?.firstName).toBe('Ada');
});

it('does not read as signed out while /me is re-read after signing in', async () => {
  let signedIn = false;
  server.use(
    http.get('*/api/auth/me', async () => {
      if (!signedIn) return HttpResponse.json({ message: 'Please sign in.' }, { status: 401 });
      await delay(200);
      return HttpResponse.json(aMe());
    }),
  );
  const { result, store } = renderSession('signed-out');
  await waitFor(() => expect(store.getState().api.queries['getMe(undefined)']?.status).toBe('rejected'));
  signedIn = true;
  act(() => {
    store.dispatch(appApi.util.invalidateTags(['Me']));
  });
  await waitFor(() => expect(result.current.status).toBe('loading'));
  await waitFor(() => expect(result.current.status).toBe('signed-in'));
});
