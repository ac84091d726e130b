import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { aUser, profileHandlers } from '../../../testing/handlers/profile';
import { searchHandlers } from '../../../testing/handlers/search';
import { renderRoute } from '../../../testing/render';
import { server } from '../../../testing/server';
import { SESSION_ENDED_REDIRECT_MS } from '../session-ended-redirect';

const unauthorized = () =>
  HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' }, { status: 401 });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

async function searchOnPersonalHome() {
  renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: /^Welcome back/ }, { timeout: 10_000 });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(screen.getByRole('combobox', { name: 'Search symptoms or medicines' }), 'headache');
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

it('a 401 while signed in shows the Unauthorized toast, then after 500 ms the sign-in page', async () => {
  let sessionOver = false;
  server.use(
    http.get('*/api/auth/session', () => HttpResponse.json({ user: sessionOver ? null : aUser() })),
    http.post('*/api/search/enhanced', () => {
      sessionOver = true;
      return unauthorized();
    }),
    ...searchHandlers,
    ...profileHandlers,
  );
  await searchOnPersonalHome();
  expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
  expect(screen.getByText('Unauthorized')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(SESSION_ENDED_REDIRECT_MS - 50));
  expect(screen.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(60));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' }, { timeout: 10_000 })).toBeInTheDocument();
});
