import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { aProfile, profileAnswer } from '../../../testing/handlers/profile';
import { openProfileSetup } from './profile-setup-helpers';

const optionsOf = (box: HTMLElement) =>
  [...document.getElementById(box.getAttribute('list')!)!.querySelectorAll('option')].map((o) => o.value);

it('marks the saved entries the safety check could not place, and names them above the lists', async () => {
  await openProfileSetup(
    profileAnswer(
      aProfile({
        allergies: ['Penicillin', 'moonbeams'],
        conditions: ['Asthma'],
        currentMedications: [
          { name: 'Coumadin 5 mg', dosage: 'As directed', frequency: '' },
          { name: 'xyzzy', dosage: 'As directed', frequency: '' },
        ],
        unrecognised: { allergies: ['moonbeams'], medicalConditions: [], currentMedications: ['xyzzy'] },
      }),
    ),
  );
  expect(await screen.findByText(/^We could not check:/)).toHaveTextContent(
    'We could not check: moonbeams (allergy), xyzzy (medicine)',
  );
  const allergies = within(screen.getByRole('list', { name: 'Allergies' })).getAllByRole('listitem');
  expect(allergies.map((li) => within(li).queryByText('not recognised') !== null)).toEqual([false, true]);
  const medicines = within(screen.getByRole('list', { name: 'Current medications' })).getAllByRole('listitem');
  expect(medicines.map((li) => within(li).queryByText('not recognised') !== null)).toEqual([false, true]);
  expect(within(screen.getByRole('list', { name: 'Medical conditions' })).queryByText('not recognised')).toBeNull();
});

it('says nothing of unplaced entries when every saved entry was placed', async () => {
  await openProfileSetup(profileAnswer(aProfile({ allergies: ['Penicillin'] })));
  await screen.findByRole('list', { name: 'Allergies' });
  expect(screen.queryByText(/We could not check/)).not.toBeInTheDocument();
  expect(screen.queryByText('not recognised')).not.toBeInTheDocument();
});

it('offers names the safety check knows, for the field being filled in, as the person types', async () => {
  const asked: string[] = [];
  const user = await openProfileSetup(
    http.get('*/api/vocabulary/suggestions', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get('field')}:${url.searchParams.get('query')}`);
      return HttpResponse.json(url.searchParams.get('field') === 'currentMedications' ? ['Coumadin'] : ['Asthma']);
    }),
  );
  const medicine = screen.getByRole('combobox', { name: 'Medication name' });
  await user.type(medicine, 'couma');
  await waitFor(() => expect(optionsOf(medicine)).toEqual(['Coumadin']));
  // One request once typing pauses, not one a letter.
  expect(asked).toEqual(['currentMedications:couma']);

  const condition = screen.getByRole('combobox', { name: 'Medical conditions' });
  await user.type(condition, 'ast');
  await waitFor(() => expect(optionsOf(condition)).toEqual(['Asthma']));
  expect(asked.at(-1)).toBe('medicalConditions:ast');
  expect(optionsOf(screen.getByRole('combobox', { name: 'Allergies' }))).toEqual([]);
});
