import type { SearchPageRequestDto } from '@otc/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aSearchResponse } from '../../../testing/data';
import { aHeadacheResponse, QUICK_SEARCHES, SEARCH_CATEGORIES, searchHandlers } from '../../../testing/handlers/search';
import { renderRoute } from '../../../testing/render';
import { server } from '../../../testing/server';
import { SearchPage } from '../components/search-page';
import { renderInRouter } from './render-search';

const robotsMeta = () => document.head.querySelector('meta[name="robots"]');

/** Records every POST /api/search body and answers as the API would for headache. */
const recordSearches = () => {
  const sent: SearchPageRequestDto[] = [];
  server.use(
    http.post('*/api/search', async ({ request }) => {
      const body = (await request.json()) as SearchPageRequestDto;
      sent.push(body);
      return HttpResponse.json(aHeadacheResponse(body.category));
    }),
  );
  return sent;
};

beforeEach(() => server.use(...searchHandlers));

describe('/search', () => {
  it('runs the search in ?q= on load, shows it in the box and marks the page noindex,follow', async () => {
    const sent = recordSearches();
    renderInRouter(<SearchPage userId="user-1" />, '/search?q=headache');
    expect(await screen.findByRole('heading', { name: 'Recommended Medications (1)' })).toBeInTheDocument();
    expect(sent).toEqual([{ query: 'headache', category: 'all', enhanced: true, userId: 'user-1' }]);
    expect(screen.getByRole('combobox', { name: 'Search symptoms or medicines' })).toHaveValue('headache');
    expect(robotsMeta()).toHaveAttribute('content', 'noindex,follow');
  });

  it('shows "Start your search" without q, with no robots meta, and the quick buttons search', async () => {
    const sent = recordSearches();
    const router = renderInRouter(<SearchPage />, '/search');
    expect(screen.getByRole('heading', { name: 'Start your search' })).toBeInTheDocument();
    expect(robotsMeta()).toBeNull();
    expect(sent).toEqual([]);
    // The quick searches are the API's (content), in its order.
    for (const quick of QUICK_SEARCHES) {
      expect(await screen.findByRole('button', { name: quick })).toBeInTheDocument();
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'nausea' }));
    expect(await screen.findByRole('heading', { name: 'Recommended Medications (1)' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=nausea');
    expect(sent.map((s) => s.query)).toEqual(['nausea']);
    expect(robotsMeta()).toHaveAttribute('content', 'noindex,follow');
  });

  it('puts a new search in the URL', async () => {
    const sent = recordSearches();
    const router = renderInRouter(<SearchPage />, '/search?q=headache');
    await screen.findByRole('heading', { name: 'Recommended Medications (1)' });
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Search symptoms or medicines' });
    await user.clear(box);
    await user.type(box, 'runny nose{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=runny+nose'));
    await waitFor(() => expect(sent.map((s) => s.query)).toEqual(['headache', 'runny nose']));
  });

  it('sends the chosen category, using the API value, and searches again when it changes', async () => {
    const sent = recordSearches();
    renderInRouter(<SearchPage />, '/search?q=headache');
    await screen.findByRole('heading', { name: 'Recommended Medications (1)' });
    const filter = screen.getByRole('combobox', { name: 'Category' });
    // The options are the API's (content), in its order.
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((o) => ({ label: o.textContent, value: (o as HTMLOptionElement).value })),
      ).toEqual(SEARCH_CATEGORIES),
    );
    await userEvent.setup().selectOptions(filter, 'Stomach and digestion');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(sent.map((s) => s.category)).toEqual(['all', 'digestive']);
  });

  it('sends enhanced false when Smart search is off', async () => {
    const sent = recordSearches();
    renderInRouter(<SearchPage />, '/search');
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Smart search enabled' }));
    await user.click(await screen.findByRole('button', { name: 'back pain' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ query: 'back pain', enhanced: false });
  });

  it('folds the list to avoid away behind its heading', async () => {
    renderInRouter(<SearchPage />, '/search?q=headache');
    const toggle = await screen.findByRole('button', { name: 'Medications to Avoid (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article', { name: 'Pseudoephedrine' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const card = screen.getByRole('article', { name: 'Pseudoephedrine' });
    expect(within(card).getByText('Can raise blood pressure.')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('article', { name: 'Pseudoephedrine' })).not.toBeInTheDocument();
  });

  it('shows "No results found" when nothing matches', async () => {
    server.use(http.post('*/api/search', () => HttpResponse.json(aSearchResponse())));
    renderInRouter(<SearchPage />, '/search?q=zzqx');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  });

  it('shows a spinner with "Searching medications..." while the search runs', async () => {
    server.use(
      http.post('*/api/search', async () => {
        await delay(100);
        return HttpResponse.json(aHeadacheResponse());
      }),
    );
    renderInRouter(<SearchPage />, '/search?q=headache');
    expect(await screen.findByText('Searching medications...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Recommended Medications (1)' });
    expect(screen.queryByText('Searching medications...')).not.toBeInTheDocument();
  });

  it('shows "Search failed" with the error message, and the Search Error toast', async () => {
    server.use(http.post('*/api/search', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderInRouter(<SearchPage />, '/search?q=headache');
    expect(await screen.findByRole('heading', { name: 'Search failed' })).toBeInTheDocument();
    expect(screen.getByText('503: {"message":"down"}')).toBeInTheDocument();
    expect(screen.getByText('Search Error')).toBeInTheDocument();
  });

  it('has the three tools, marked as not available yet', async () => {
    renderInRouter(<SearchPage />, '/search');
    for (const name of ['Advanced Filters', 'Find Pharmacies', 'Price Comparison']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Coming soon: these tools are not available yet.');
      await userEvent.setup().click(button);
    }
    expect(screen.getByRole('heading', { name: 'Start your search' })).toBeInTheDocument();
  });

  it('after a 401, says so and opens /auth with the old session forgotten', async () => {
    let signedIn = true;
    server.use(
      http.get('*/api/auth/session', () =>
        HttpResponse.json({
          user: signedIn
            ? {
                id: 'user-1',
                email: 'ann@example.com',
                emailVerified: true,
                firstName: 'Ann',
                lastName: null,
                photoUrl: null,
              }
            : null,
        }),
      ),
      http.post('*/api/search', () => {
        signedIn = false;
        return HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' },
          { status: 401 },
        );
      }),
    );
    renderRoute('/search?q=headache');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Search OTC Medications' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
