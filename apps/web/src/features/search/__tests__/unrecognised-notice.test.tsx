import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMedication, aSearchResponse } from '../../../testing/data';
import { searchHandlers } from '../../../testing/handlers/search';
import { server } from '../../../testing/server';
import { SearchExperience } from '../components/search-experience';
import { renderInRouter } from './render-search';

const answerWith = (unrecognised: ReturnType<typeof aSearchResponse>['unrecognised']) =>
  server.use(
    http.post('*/api/search/enhanced', () =>
      HttpResponse.json(aSearchResponse({ safe: [aMedication({ name: 'Acetaminophen' })], unrecognised })),
    ),
  );

const search = async () => {
  const user = userEvent.setup();
  await user.type(screen.getByPlaceholderText("What's bothering you today? (e.g. headache)"), 'headache');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByRole('heading', { name: /Recommended Medications/ });
};

beforeEach(() => server.use(...searchHandlers));

describe('the notice of profile entries the results were not checked against', () => {
  it('names each entry, as written, with its kind, above the results, and links to the profile', async () => {
    answerWith({ allergies: ['moonbeams'], medicalConditions: [], currentMedications: ['xyzzy', 'Plugh 5 mg'] });
    renderInRouter(<SearchExperience />);
    await search();

    const notice = screen.getByText(/^We could not check:/);
    expect(notice).toHaveTextContent(
      'We could not check: moonbeams (allergy), xyzzy (medicine), Plugh 5 mg (medicine)',
    );
    const box = notice.parentElement!;
    expect(within(box).getByRole('link', { name: 'check the spelling in your profile' })).toHaveAttribute(
      'href',
      '/profile-setup',
    );
    // Above the results: the notice comes before the first heading of the lists.
    const heading = screen.getByRole('heading', { name: /Recommended Medications/ });
    expect(box.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown when every entry was placed', async () => {
    answerWith({ allergies: [], medicalConditions: [], currentMedications: [] });
    renderInRouter(<SearchExperience />);
    await search();
    expect(screen.queryByText(/We could not check/)).not.toBeInTheDocument();
  });
});
