import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aMedication, aSearchResponse } from '../../../testing/data';
import { renderWithStore } from '../../../testing/render';
import { server } from '../../../testing/server';
import { SearchExperience } from '../components/search-experience';

const searchFor = async (text: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByPlaceholderText("What's bothering you today? (e.g. headache)"), text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
};

describe('SearchExperience', () => {
  it('sends the trimmed query with the Smart search flag and lists safe and avoid results', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/search/basic', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          aSearchResponse({
            safe: [aMedication({ name: 'Acetaminophen' })],
            unsafe: [
              {
                medication: aMedication({ name: 'Ibuprofen' }),
                reasons: [
                  {
                    code: 'pregnancy',
                    message: 'Not from 20 weeks of pregnancy.',
                    source: { title: 'FDA', url: 'https://www.fda.gov/x' },
                  },
                ],
              },
            ],
          }),
        );
      }),
    );
    renderWithStore(<SearchExperience />);
    await searchFor('  headache  ');

    expect(await screen.findByRole('heading', { name: 'Recommended Medications (1)' })).toBeInTheDocument();
    expect(sent).toEqual({ query: 'headache', enhanced: true, userId: 'anonymous' });
    const avoid = screen.getByRole('article', { name: 'Ibuprofen' });
    expect(within(avoid).getByText('Avoid')).toBeInTheDocument();
    expect(within(avoid).getByText('Not from 20 weeks of pregnancy.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Acetaminophen' })).getByRole('link', { name: 'Find on Amazon' }),
    ).toHaveAttribute('href', 'https://www.amazon.com/s?k=Acetaminophen');
  });

  it('sends enhanced false when Smart search is switched off', async () => {
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
      http.post('*/api/search/basic', () => {
        calls++;
        return HttpResponse.json(aSearchResponse());
      }),
    );
    renderWithStore(<SearchExperience />);
    await searchFor('   ');
    expect(calls).toBe(0);
  });

  it('shows the spec error text when the search fails', async () => {
    server.use(http.post('*/api/search/basic', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderWithStore(<SearchExperience />);
    await searchFor('headache');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search Error');
    expect(alert).toHaveTextContent('Search is temporarily unavailable. Please try again in a moment.');
  });

  it('uses "Buy on Amazon" with the product link when one exists', async () => {
    server.use(
      http.post('*/api/search/basic', () =>
        HttpResponse.json(
          aSearchResponse({ safe: [aMedication({ name: 'Tums', buyUrl: 'https://www.amazon.com/dp/B000' })] }),
        ),
      ),
    );
    renderWithStore(<SearchExperience />);
    await searchFor('heartburn');
    expect(await screen.findByRole('link', { name: 'Buy on Amazon' })).toHaveAttribute(
      'href',
      'https://www.amazon.com/dp/B000',
    );
  });
});
