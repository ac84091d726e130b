import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  aSupplement,
  aSupplementCategory,
  anExcludedSupplement,
  contentHandlers,
} from '../../../testing/handlers/content';
import { renderRoute } from '../../../testing/render';
import { server } from '../../../testing/server';

const openPage = async () => {
  renderRoute('/vitamins-and-supplements');
  return userEvent.setup();
};

describe('Vitamins & Supplements', () => {
  // Defaults first: a test's own server.use(...) then takes precedence.
  beforeEach(() => server.use(...contentHandlers));

  it('shows the category grid, a category’s supplements in the server’s order, and goes back to the grid', async () => {
    const requests: URL[] = [];
    server.use(
      http.get('*/api/supplements/category/:category', ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json(
          aSupplementCategory({
            supplements: [
              aSupplement({ name: 'Vitamin D3 1,000 IU', evidence_strength: 'Strong' }),
              aSupplement({ name: 'Vitamin C 500 mg', evidence_strength: 'Moderate' }),
            ],
          }),
        );
      }),
    );
    const user = await openPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Vitamins & Supplements' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sleep & Relaxation' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Sleep & Relaxation' })).toHaveFocus();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Vitamin D3 1,000 IU',
      'Vitamin C 500 mg',
    ]);
    expect(decodeURIComponent(requests[0]!.pathname)).toBe('/api/supplements/category/Sleep & Relaxation');
    expect(requests[0]!.searchParams.get('userId')).toBe('anonymous');
    expect(screen.queryByRole('button', { name: 'Minerals' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to categories' }));
    expect(await screen.findByRole('button', { name: 'Sleep & Relaxation' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Minerals' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('opens and closes a supplement’s details, with the source and a retailer link in new tabs', async () => {
    server.use(
      http.get('*/api/supplements/category/:category', () =>
        HttpResponse.json(
          aSupplementCategory({
            supplements: [
              aSupplement({
                name: 'Magnesium Glycinate 200 mg',
                age_group: 'Adults 18+',
                interactions: ['Some antibiotics: take 2 hours apart.'],
                contraindications: ['Kidney disease: ask a doctor first.'],
                side_effects: ['Loose stools at high doses.'],
                source: 'https://ods.od.nih.gov/factsheets/Magnesium-Consumer/',
              }),
              aSupplement({ name: 'Calcium 600 mg', buyUrl: 'https://www.amazon.com/dp/B000' }),
            ],
          }),
        ),
      ),
    );
    const user = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Minerals' }));

    const card = await screen.findByRole('article', { name: 'Magnesium Glycinate 200 mg' });
    const toggle = within(card).getByRole('button', { name: /more details/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).getByText('Some antibiotics: take 2 hours apart.')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('Adults 18+')).toBeVisible();
    expect(within(card).getByText('Some antibiotics: take 2 hours apart.')).toBeVisible();
    expect(within(card).getByText('Kidney disease: ask a doctor first.')).toBeVisible();
    expect(within(card).getByText('Loose stools at high doses.')).toBeVisible();
    const source = within(card).getByRole('link', { name: /^Source/ });
    expect(source).toHaveAttribute('href', 'https://ods.od.nih.gov/factsheets/Magnesium-Consumer/');
    expect(source).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: /^Find on Amazon/ })).toHaveAttribute(
      'href',
      'https://www.amazon.com/s?k=Magnesium%20Glycinate%20200%20mg',
    );
    expect(
      within(screen.getByRole('article', { name: 'Calcium 600 mg' })).getByRole('link', { name: /^Buy on Amazon/ }),
    ).toHaveAttribute('href', 'https://www.amazon.com/dp/B000');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).getByText('Some antibiotics: take 2 hours apart.')).not.toBeVisible();
  });

  it('colours the evidence badges: Strong green, Moderate yellow, Weak and Mixed orange, others grey', async () => {
    server.use(
      http.get('*/api/supplements/category/:category', () =>
        HttpResponse.json(
          aSupplementCategory({
            supplements: [
              aSupplement({ name: 'A', evidence_strength: 'Strong' }),
              aSupplement({ name: 'B', evidence_strength: 'Moderate Evidence' as 'Moderate' }),
              aSupplement({ name: 'C', evidence_strength: 'Weak' }),
              aSupplement({ name: 'D', evidence_strength: 'Mixed Evidence' as 'Mixed' }),
              aSupplement({ name: 'E', evidence_strength: 'Traditional use' as 'Weak' }),
            ],
          }),
        ),
      ),
    );
    const user = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Vitamins' }));

    const badge = async (name: string) => within(await screen.findByRole('article', { name })).getByText(/Evidence/);
    expect(await badge('A')).toHaveTextContent('Strong Evidence');
    expect(await badge('A')).toHaveAttribute('data-tone', 'green');
    expect(await badge('B')).toHaveTextContent(/^Moderate Evidence$/);
    expect(await badge('B')).toHaveAttribute('data-tone', 'yellow');
    expect(await badge('C')).toHaveAttribute('data-tone', 'orange');
    expect(await badge('D')).toHaveTextContent(/^Mixed Evidence$/);
    expect(await badge('D')).toHaveAttribute('data-tone', 'orange');
    expect(await badge('E')).toHaveAttribute('data-tone', 'grey');
  });

  it('lists the supplements to avoid for a signed-in person separately, with the reasons', async () => {
    let userId: string | null = null;
    server.use(
      http.get('*/api/auth/session', () =>
        HttpResponse.json({
          user: {
            id: 'user-42',
            email: 'ada@example.com',
            emailVerified: true,
            firstName: 'Ada',
            lastName: null,
            photoUrl: null,
          },
        }),
      ),
      http.get('*/api/supplements/category/:category', ({ request }) => {
        userId = new URL(request.url).searchParams.get('userId');
        return HttpResponse.json(
          aSupplementCategory({
            safetyFiltered: true,
            supplements: [aSupplement({ name: 'Melatonin 3 mg' })],
            excluded: [
              anExcludedSupplement({
                name: 'St. John’s Wort 300 mg',
                safetyReasons: [
                  {
                    code: 'interaction',
                    level: 'ask-first',
                    message: 'Makes your birth control pills less effective.',
                    source: { title: 'St. John’s Wort', url: 'https://www.nccih.nih.gov/health/st-johns-wort' },
                  },
                ],
              }),
            ],
          }),
        );
      }),
    );
    const user = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Sleep & Relaxation' }));

    const section = (await screen.findByRole('heading', { name: 'Not recommended for you' })).closest('section')!;
    const avoid = within(section).getByRole('article', { name: 'St. John’s Wort 300 mg' });
    expect(within(avoid).getByText('Makes your birth control pills less effective.')).toBeInTheDocument();
    expect(within(avoid).getByRole('link', { name: /Source: St. John’s Wort/ })).toHaveAttribute('target', '_blank');
    expect(within(section).queryByRole('article', { name: 'Melatonin 3 mg' })).not.toBeInTheDocument();
    expect(screen.getByText('Checked against your health profile.')).toBeInTheDocument();
    expect(userId).toBe('user-42');
  });

  it('names the profile entries a checked list was not checked against, with a link to the profile', async () => {
    server.use(
      http.get('*/api/auth/session', () =>
        HttpResponse.json({
          user: {
            id: 'user-42',
            email: 'ada@example.com',
            emailVerified: true,
            firstName: 'Ada',
            lastName: null,
            photoUrl: null,
          },
        }),
      ),
      http.get('*/api/supplements/category/:category', () =>
        HttpResponse.json(
          aSupplementCategory({
            safetyFiltered: true,
            supplements: [aSupplement({ name: 'Melatonin 3 mg' })],
            unrecognised: { allergies: [], medicalConditions: ['glass bones'], currentMedications: ['xyzzy'] },
          }),
        ),
      ),
    );
    const user = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Sleep & Relaxation' }));

    expect(await screen.findByText(/^We could not check:/)).toHaveTextContent(
      'We could not check: glass bones (condition), xyzzy (medicine)',
    );
    expect(screen.getByRole('link', { name: 'check the spelling in your profile' })).toHaveAttribute(
      'href',
      '/profile-setup',
    );
  });

  it('shows an empty category with a polite message when the supplements cannot be loaded', async () => {
    server.use(http.get('*/api/supplements/category/:category', () => HttpResponse.text('boom', { status: 500 })));
    const user = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Vitamins' }));

    expect(
      await screen.findByText(/the supplements in this category could not be loaded right now/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to categories' })).toBeInTheDocument();
  });

  it('says so when the categories cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/supplements/categories', () =>
        ++calls === 1 ? HttpResponse.text('down', { status: 503 }) : HttpResponse.json(['Vitamins']),
      ),
    );
    renderRoute('/vitamins-and-supplements');
    const user = userEvent.setup();

    expect(await screen.findByText(/categories could not be loaded right now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vitamins' })).toBeInTheDocument());
  });

  it('opens the category named in the URL', async () => {
    renderRoute('/vitamins-and-supplements?category=Minerals');
    expect(await screen.findByRole('heading', { level: 2, name: 'Minerals' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Vitamin D3 1,000 IU' })).toBeInTheDocument();
  });
});
