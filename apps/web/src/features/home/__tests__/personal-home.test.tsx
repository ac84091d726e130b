import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import {
  aProfile,
  aUser,
  historyAnswer,
  profileAnswer,
  profileHandlers,
  signedInAs,
} from '../../../testing/handlers/profile';
import { searchHandlers } from '../../../testing/handlers/search';
import { renderRoute } from '../../../testing/render';
import { server } from '../../../testing/server';

const openHome = async (...overrides: Parameters<typeof server.use>) => {
  server.use(...overrides, ...profileHandlers);
  renderRoute('/');
  return screen.findByRole('heading', { level: 1, name: /^Welcome back/ }, { timeout: 5000 });
};

const card = (name: string) => screen.getByRole('region', { name });

it('greets a person with a complete profile by first name and says the profile is complete', async () => {
  await openHome(signedInAs(aUser({ firstName: null })), profileAnswer(aProfile({ firstName: 'Ada' })));
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeInTheDocument();
  expect(await within(card('Profile Status')).findByText('Complete')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Relief Starts Here' })).not.toBeInTheDocument();
});

it("greets 'User' without a name and asks to complete a missing profile", async () => {
  const heading = await openHome(signedInAs(aUser()));
  expect(heading).toHaveTextContent('Welcome back, User!');
  const status = card('Profile Status');
  expect(await within(status).findByText('Incomplete')).toBeInTheDocument();
  expect(within(status).getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/profile-setup');
});

it('shows an incomplete saved profile as Incomplete', async () => {
  await openHome(signedInAs(aUser()), profileAnswer(aProfile({ profileComplete: false })));
  expect(await within(card('Profile Status')).findByText('Incomplete')).toBeInTheDocument();
});

it("shows this month's search count and the first two recent searches", async () => {
  await openHome(
    signedInAs(aUser()),
    historyAnswer({
      countThisMonth: 7,
      entries: [
        { query: 'stuffy nose', createdAt: '2025-03-03T10:00:00.000Z' },
        { query: 'headache', createdAt: '2025-03-02T10:00:00.000Z' },
        { query: 'heartburn', createdAt: '2025-03-01T10:00:00.000Z' },
      ],
    }),
  );
  const recent = card('Recent Searches');
  expect(await within(recent).findByText('7')).toBeInTheDocument();
  expect(within(recent).getByText('Total searches this month')).toBeInTheDocument();
  expect(
    within(recent)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['stuffy nose', 'headache']);
  expect(within(recent).queryByText('heartburn')).not.toBeInTheDocument();
});

it('heads results Safe Medications and Medications to Avoid, and refreshes Recent Searches', async () => {
  let history = { countThisMonth: 0, entries: [] as { query: string; createdAt: string }[] };
  await openHome(
    signedInAs(aUser()),
    http.get('*/api/search/history', () => HttpResponse.json(history)),
    ...searchHandlers,
  );
  expect(await within(card('Recent Searches')).findByText('No searches yet. Try one above.')).toBeInTheDocument();
  expect(within(card('Nearby Pharmacies')).getByRole('button', { name: /Enable Location/ })).toBeInTheDocument();

  history = { countThisMonth: 1, entries: [{ query: 'headache', createdAt: '2025-03-03T10:00:00.000Z' }] };
  const user = userEvent.setup();
  await user.type(screen.getByPlaceholderText("What's bothering you today? (e.g. headache)"), 'headache');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('heading', { name: 'Safe Medications (1)' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Medications to Avoid (1)' })).toBeInTheDocument();
  expect(await within(card('Recent Searches')).findByText('headache')).toBeInTheDocument();
  expect(within(card('Recent Searches')).getByText('1')).toBeInTheDocument();
});
