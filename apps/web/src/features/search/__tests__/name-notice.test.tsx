import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMedication, aSearchResponse } from '../../../testing/data';
import { searchHandlers } from '../../../testing/handlers/search';
import { server } from '../../../testing/server';
import { SearchPage } from '../components/search-page';
import { renderInRouter } from './render-search';

const answer = (body: ReturnType<typeof aSearchResponse>) =>
  server.use(http.post('*/api/search', () => HttpResponse.json(body)));

beforeEach(() => server.use(...searchHandlers));

describe('a name we do not list', () => {
  it('says what the brand is above the medicines of the same ingredient', async () => {
    answer(
      aSearchResponse({
        safe: [aMedication({ id: 'acetaminophen-500-mg', name: 'Acetaminophen 500 mg' })],
        notCarried: { name: 'Panadol', ingredients: ['acetaminophen'] },
      }),
    );
    renderInRouter(<SearchPage />, '/search?q=panadol');
    expect(await screen.findByText('Panadol is acetaminophen: we do not list it yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recommended Medications (1)' })).toBeInTheDocument();
  });

  it('joins a combination brand’s ingredients in a sentence', async () => {
    answer(aSearchResponse({ notCarried: { name: 'Percocet', ingredients: ['oxycodone', 'acetaminophen'] } }));
    renderInRouter(<SearchPage />, '/search?q=percocet');
    expect(await screen.findByText('Percocet is oxycodone and acetaminophen: we do not list it yet.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(screen.getByText(/We list no medicine with the same ingredients/)).toBeInTheDocument();
  });

  it('says plainly that a name was not recognised and suggests a symptom, under "No results found"', async () => {
    answer(aSearchResponse({ unrecognisedName: 'Zorblax' }));
    renderInRouter(<SearchPage />, '/search?q=Zorblax');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We did not recognise “Zorblax” as a medicine we list. Try searching by symptom instead, such as “headache” or “cough”.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/we do not list it yet/)).not.toBeInTheDocument();
  });

  it('keeps the general hint when the words were not a name', async () => {
    answer(aSearchResponse());
    renderInRouter(<SearchPage />, '/search?q=something odd');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(screen.getByText(/Try different terms/)).toBeInTheDocument();
    expect(screen.queryByText(/did not recognise/)).not.toBeInTheDocument();
  });
});
