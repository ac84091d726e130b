import type { SearchPageRequestDto } from '@otc/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMedication, aSearchResponse } from '../../../testing/data';
import { searchHandlers } from '../../../testing/handlers/search';
import { server } from '../../../testing/server';
import { renderWithStore } from '../../../testing/render';
import { SearchExperience } from '../components/search-experience';
import { SearchPage } from '../components/search-page';
import { renderInRouter } from './render-search';

// Answers like the API: each context item is read unless the request ignores its key.
const CONTEXT = [
  { key: 'age', kind: 'age' as const, label: 'child' },
  { key: 'medicine:warfarin', kind: 'medicine' as const, label: 'warfarin' },
];

beforeEach(() => server.use(...searchHandlers));

describe('what the words said about the person', () => {
  it('shows "Taking into account" chips, and removing one re-runs the search without it', async () => {
    const sent: SearchPageRequestDto[] = [];
    server.use(
      http.post('*/api/search', async ({ request }) => {
        const body = (await request.json()) as SearchPageRequestDto;
        sent.push(body);
        const context = CONTEXT.filter((c) => !(body.ignoredContext ?? []).includes(c.key));
        return HttpResponse.json(aSearchResponse({ safe: [aMedication({ name: 'Tylenol' })], context }));
      }),
    );
    renderInRouter(<SearchPage />, '/search?q=my%20kid%20takes%20warfarin');
    const chips = await screen.findByRole('region', { name: 'Taking into account' });
    expect(within(chips).getByText('child')).toBeInTheDocument();
    expect(within(chips).getByText('warfarin')).toBeInTheDocument();

    await userEvent.setup().click(within(chips).getByRole('button', { name: 'Remove warfarin' }));
    await screen.findByRole('button', { name: 'Remove child' });
    expect(screen.queryByRole('button', { name: 'Remove warfarin' })).toBeNull();
    expect(sent.map((b) => b.ignoredContext)).toEqual([undefined, ['medicine:warfarin']]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove child' }));
    await screen.findByRole('heading', { name: 'Recommended Medications (1)' });
    expect(screen.queryByRole('region', { name: 'Taking into account' })).toBeNull();
    expect(sent.at(-1)!.ignoredContext).toEqual(['medicine:warfarin', 'age']);
  });

  it('on the landing and home search too: removing a chip re-sends the same search without it', async () => {
    const sent: { query: string; ignoredContext?: string[] }[] = [];
    server.use(
      http.post('*/api/search/enhanced', async ({ request }) => {
        const body = (await request.json()) as { query: string; ignoredContext?: string[] };
        sent.push(body);
        const context = CONTEXT.filter((c) => !(body.ignoredContext ?? []).includes(c.key));
        return HttpResponse.json(aSearchResponse({ safe: [aMedication()], context }));
      }),
    );
    renderWithStore(<SearchExperience />);
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText("What's bothering you today? (e.g. headache)"), 'my kid has a fever');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Remove child' }));
    await screen.findByRole('button', { name: 'Remove warfarin' });
    expect(screen.queryByRole('button', { name: 'Remove child' })).toBeNull();
    expect(sent.map((b) => [b.query, b.ignoredContext])).toEqual([
      ['my kid has a fever', undefined],
      ['my kid has a fever', ['age']],
    ]);
  });

  it('shows nothing when the words said nothing about the person', async () => {
    server.use(http.post('*/api/search', () => HttpResponse.json(aSearchResponse({ safe: [aMedication()] }))));
    renderInRouter(<SearchPage />, '/search?q=headache');
    await screen.findByRole('heading', { name: 'Recommended Medications (1)' });
    expect(screen.queryByRole('region', { name: 'Taking into account' })).toBeNull();
  });
});
