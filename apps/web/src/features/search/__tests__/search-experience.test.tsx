import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMedication, aSearchResponse } from '../../../testing/data';
import { searchHandlers } from '../../../testing/handlers/search';
import { renderWithStore } from '../../../testing/render';
import { server } from '../../../testing/server';
import { SearchExperience } from '../components/search-experience';

const searchFor = async (text: string, user = userEvent.setup()) => {
  await user.type(screen.getByPlaceholderText("What's bothering you today? (e.g. headache)"), text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
};

const answer = (body: ReturnType<typeof aSearchResponse>, path = '*/api/search/enhanced') =>
  server.use(http.post(path, () => HttpResponse.json(body)));

beforeEach(() => server.use(...searchHandlers));

describe('SearchExperience', () => {
  it('sends Smart searches to /api/search/enhanced and lists safe and avoid results with counts and reasons', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/search/enhanced', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          aSearchResponse({
            safe: [aMedication({ name: 'Acetaminophen' }), aMedication({ name: 'Aspirin' })],
            unsafe: [
              {
                medication: aMedication({ name: 'Ibuprofen' }),
                level: 'do-not-use',
                reasons: [
                  {
                    code: 'pregnancy',
                    level: 'do-not-use',
                    message: 'Not from 20 weeks of pregnancy.',
                    source: { title: 'FDA', url: 'https://www.fda.gov/x' },
                  },
                ],
                saferOptions: [],
              },
            ],
          }),
        );
      }),
    );
    renderWithStore(<SearchExperience />);
    await searchFor('  headache  ');

    expect(await screen.findByRole('heading', { name: 'Recommended Medications (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Medications to Avoid (1)' })).toBeInTheDocument();
    expect(sent).toEqual({ query: 'headache', enhanced: true, userId: 'anonymous' });
    const avoid = screen.getByRole('article', { name: 'Ibuprofen' });
    expect(within(avoid).getByText('Avoid')).toBeInTheDocument();
    expect(within(avoid).getByRole('heading', { name: 'Why to avoid' })).toBeInTheDocument();
    expect(within(avoid).getByText('Not from 20 weeks of pregnancy.')).toBeInTheDocument();
    expect(within(avoid).getByText('Do not use')).toBeInTheDocument();
    expect(within(avoid).getByRole('link', { name: /^Source: FDA/ })).toHaveAttribute('href', 'https://www.fda.gov/x');
    expect(within(avoid).queryByRole('link', { name: /Amazon/ })).not.toBeInTheDocument();
    const safe = screen.getByRole('article', { name: 'Acetaminophen' });
    expect(within(safe).getByRole('img', { name: 'Safe option' })).toHaveTextContent('✓');
    expect(within(safe).getByRole('link', { name: 'Find on Amazon' })).toHaveAttribute(
      'href',
      'https://www.amazon.com/s?k=Acetaminophen',
    );
  });

  it('links a safer option to its card when the answer lists it as safe, otherwise to a search for its name', async () => {
    answer(
      aSearchResponse({
        safe: [aMedication({ id: 'tylenol', name: 'Tylenol' })],
        unsafe: [
          {
            medication: aMedication({ id: 'advil', name: 'Advil' }),
            level: 'do-not-use',
            reasons: [
              {
                code: 'allergy',
                level: 'do-not-use',
                message: 'Contains ibuprofen, which you are allergic to.',
                source: { title: 'FDA', url: 'https://www.fda.gov/x' },
              },
            ],
            saferOptions: [
              { id: 'tylenol', name: 'Tylenol' },
              { id: 'excedrin-tension', name: 'Excedrin Tension Headache' },
            ],
          },
        ],
      }),
    );
    renderWithStore(<SearchExperience />);
    await searchFor('headache');
    const avoid = await screen.findByRole('article', { name: 'Advil' });
    const options = within(avoid).getByRole('group', { name: 'Safer options for you' });
    expect(within(options).getByRole('link', { name: 'Tylenol' })).toHaveAttribute('href', '#medication-tylenol');
    expect(screen.getByRole('article', { name: 'Tylenol' })).toHaveAttribute('id', 'medication-tylenol');
    expect(within(options).getByRole('link', { name: 'Excedrin Tension Headache' })).toHaveAttribute(
      'href',
      '/search?q=Excedrin%20Tension%20Headache',
    );
  });

  it('sends searches to /api/search/basic with enhanced false when Smart search is off', async () => {
    let sent: { enhanced?: boolean } = {};
    server.use(
      http.post('*/api/search/basic', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json(aSearchResponse());
      }),
    );
    renderWithStore(<SearchExperience />);
    await userEvent.setup().click(screen.getByRole('switch'));
    expect(screen.getByText('Smart search disabled')).toBeInTheDocument();
    await searchFor('cough');
    await screen.findByText('No results found');
    expect(sent.enhanced).toBe(false);
  });

  it('does not search for blank text', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/search/*', () => {
        calls++;
        return HttpResponse.json(aSearchResponse());
      }),
    );
    renderWithStore(<SearchExperience />);
    await searchFor('   ');
    expect(calls).toBe(0);
  });

  it('shows a spinner while the search runs', async () => {
    server.use(
      http.post('*/api/search/enhanced', async () => {
        await delay(100);
        return HttpResponse.json(aSearchResponse());
      }),
    );
    renderWithStore(<SearchExperience />);
    await searchFor('headache');
    expect(screen.getByText('Searching medications...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByText('Searching medications...')).not.toBeInTheDocument();
  });

  it('shows red flags as an alert above all results, with the advice text', async () => {
    // Stand-in wording: the real advice is content (packages/formulary/content/red-flags).
    const advice = 'Chest pain can be serious. Get emergency help now.';
    answer(
      aSearchResponse({
        redFlags: [{ code: 'chest-pain', message: advice, holdList: false }],
        safe: [aMedication({ name: 'Aspirin' })],
      }),
    );
    renderWithStore(<SearchExperience />);
    await searchFor('crushing chest pain');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(advice);
    const results = screen.getByRole('heading', { name: 'Recommended Medications (1)' });
    expect(alert.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the red flag alert above the empty state too', async () => {
    answer(
      aSearchResponse({ redFlags: [{ code: 'stroke', message: 'Signs of a stroke. Call 911.', holdList: false }] }),
    );
    renderWithStore(<SearchExperience />);
    await searchFor('face drooping');
    expect(await screen.findByRole('alert')).toHaveTextContent('Signs of a stroke. Call 911.');
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  });

  it('hides the medicines behind a deliberate button when a red flag says not to treat it yourself', async () => {
    const advice = 'Stand-in advice: call the helpline now.';
    answer(
      aSearchResponse({
        redFlags: [{ code: 'poisoning', message: advice, holdList: true }],
        safe: [aMedication({ name: 'Ipecac-free Aid' })],
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<SearchExperience />);
    await searchFor('my toddler swallowed some pills', user);
    expect(await screen.findByRole('alert')).toHaveTextContent(advice);
    expect(screen.queryByRole('article', { name: 'Ipecac-free Aid' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show medicines anyway' }));
    expect(screen.getByRole('article', { name: 'Ipecac-free Aid' })).toBeInTheDocument();
  });

  it('shows the medicines at once when the red flag does not hold them back', async () => {
    answer(
      aSearchResponse({
        redFlags: [{ code: 'chest-pain', message: 'Call 911.', holdList: false }],
        safe: [aMedication({ name: 'Aspirin' })],
      }),
    );
    renderWithStore(<SearchExperience />);
    await searchFor('chest pain');
    expect(await screen.findByRole('article', { name: 'Aspirin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show medicines anyway' })).not.toBeInTheDocument();
  });

  it('shows the product constraints the search applied', async () => {
    answer(
      aSearchResponse({
        constraints: [{ code: 'without:acetaminophen', label: 'Without acetaminophen' }],
        safe: [aMedication({ name: 'Ibuprofen' })],
      }),
    );
    renderWithStore(<SearchExperience />);
    await searchFor('cold medicine without acetaminophen');
    const list = await screen.findByRole('list', { name: 'Showing only' });
    expect(within(list).getByText('Without acetaminophen')).toBeInTheDocument();
  });

  it('shows the empty state with a hint when nothing matches', async () => {
    answer(aSearchResponse());
    renderWithStore(<SearchExperience />);
    await searchFor('zzqx');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(screen.getByText(/Try different terms/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the person when the API fell back to basic search', async () => {
    answer(aSearchResponse({ fallbackUsed: true, safe: [aMedication({ name: 'Ibuprofen' })] }));
    renderWithStore(<SearchExperience />);
    await searchFor('headache');
    expect(await screen.findByText('Search Completed')).toBeInTheDocument();
    expect(
      screen.getByText('Used simplified search due to high demand. Results may be less personalized.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ibuprofen' })).toBeInTheDocument();
  });

  it('gives the Search Error toast when the search fails', async () => {
    server.use(http.post('*/api/search/enhanced', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderWithStore(<SearchExperience />);
    await searchFor('headache');
    expect(await screen.findByText('Search Error')).toBeInTheDocument();
    expect(screen.getByText('Search is temporarily unavailable. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('uses "Buy on Amazon" with the product link when one exists', async () => {
    answer(aSearchResponse({ safe: [aMedication({ name: 'Tums', buyUrl: 'https://www.amazon.com/dp/B000' })] }));
    renderWithStore(<SearchExperience />);
    await searchFor('heartburn');
    const link = await screen.findByRole('link', { name: 'Buy on Amazon' });
    expect(link).toHaveAttribute('href', 'https://www.amazon.com/dp/B000');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('titles the safe list as the page asks, e.g. "Safe Medications" on the personal home', async () => {
    answer(aSearchResponse({ safe: [aMedication()] }));
    renderWithStore(<SearchExperience safeHeading="Safe Medications" userId="user-1" />);
    await searchFor('headache');
    expect(await screen.findByRole('heading', { name: 'Safe Medications (1)' })).toBeInTheDocument();
  });

  it('takes a 401 for an ended session, not a failed search: no Search Error toast', async () => {
    let answered: () => void = () => {};
    const request = new Promise<void>((resolve) => (answered = resolve));
    server.use(
      http.post('*/api/search/enhanced', () => {
        answered();
        return HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' },
          { status: 401 },
        );
      }),
    );
    renderWithStore(<SearchExperience />);
    await searchFor('headache');
    await request;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Search Error')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });
});
