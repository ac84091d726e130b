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
  http.get('*/api/auth/session', async () => {
    await delay(200);
    return HttpResponse.json({ user: null });
  });

it('reads a prerendered signed-out page as signed out before the session is read', () => {
  server.use(slowVisitor());
  expect(renderSession('signed-out').result.current.status).toBe('signed-out');
});

it('waits for the session when the page was not prerendered', () => {
  server.use(slowVisitor());
  expect(renderSession(null).result.current.status).toBe('loading');
});

it('believes the session over the hint when someone is signed in after all', async () => {
  server.use(http.get('*/api/auth/session', () => HttpResponse.json({ user: aMe({ firstName: 'Ada' }) })));
  const { result } = renderSession('signed-out');
  await waitFor(() => expect(result.current.status).toBe('signed-in'));
  expect(result.current.user?.firstName).toBe('Ada');
});

it('does not read as signed out while the session is re-read after signing in', async () => {
  let signedIn = false;
  server.use(
    http.get('*/api/auth/session', async () => {
      if (!signedIn) return HttpResponse.json({ user: null });
      await delay(200);
      return HttpResponse.json({ user: aMe() });
    }),
  );
  const { result, store } = renderSession('signed-out');
  await waitFor(() => expect(result.current.status).toBe('signed-out'));
  signedIn = true;
  act(() => {
    store.dispatch(appApi.util.invalidateTags(['Me']));
  });
  await waitFor(() => expect(result.current.status).toBe('loading'));
  await waitFor(() => expect(result.current.status).toBe('signed-in'));
});
