import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { appApi } from '../../../lib/api';
import { aMe } from '../../../testing/handlers/auth';
import { server } from '../../../testing/server';
import { RecentSearchesCard } from '../components/recent-searches-card';

it('adds a signed-in search to the recent searches without fetching the history again', async () => {
  let historyReads = 0;
  server.use(
    http.get('*/api/auth/session', () => HttpResponse.json({ user: aMe({ id: 'user-1' }) })),
    http.get('*/api/search/history', () => {
      historyReads += 1;
      return HttpResponse.json({ countThisMonth: 3, entries: [{ query: 'cough', createdAt: '2026-11-01T10:00:00Z' }] });
    }),
  );
  const store = makeStore();
  await store.dispatch(appApi.endpoints.getSession.initiate());
  render(
    <Provider store={store}>
      <RecentSearchesCard userId="user-1" />
    </Provider>,
  );
  expect(await screen.findByText('3')).toBeInTheDocument();

  await store.dispatch(
    appApi.endpoints.search.initiate({
      searchPageRequestDto: { query: '  headache  ', enhanced: false, userId: 'user-1', category: 'all' },
    }),
  );

  const latest = await screen.findByRole('list', { name: 'Latest searches' });
  await waitFor(() => expect(within(latest).getAllByRole('listitem')[0]).toHaveTextContent('headache'));
  expect(within(latest).getAllByRole('listitem')[1]).toHaveTextContent('cough');
  expect(screen.getByText('4')).toBeInTheDocument();
  expect(historyReads).toBe(1);
});

it('leaves the history as it was when the search fails', async () => {
  server.use(
    http.get('*/api/auth/session', () => HttpResponse.json({ user: aMe({ id: 'user-1' }) })),
    http.get('*/api/search/history', () => HttpResponse.json({ countThisMonth: 1, entries: [] })),
    http.post('*/api/search', () => HttpResponse.json({ statusCode: 503, message: 'Down' }, { status: 503 })),
  );
  const store = makeStore();
  await store.dispatch(appApi.endpoints.getSession.initiate());
  render(
    <Provider store={store}>
      <RecentSearchesCard userId="user-1" />
    </Provider>,
  );
  expect(await screen.findByText('1')).toBeInTheDocument();
  await store.dispatch(
    appApi.endpoints.search.initiate({
      searchPageRequestDto: { query: 'headache', enhanced: false, userId: 'user-1', category: 'all' },
    }),
  );
  expect(screen.getByText('1')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Latest searches' })).not.toBeInTheDocument();
});
