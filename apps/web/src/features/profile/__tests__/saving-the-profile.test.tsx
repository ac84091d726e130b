import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { aProfile, aUser, profileAnswer, signedInAs } from '../../../testing/handlers/profile';
import { renderRoute } from '../../../testing/render';
import { server } from '../../../testing/server';
import { consentBox, openProfileSetup, saveButton } from './profile-setup-helpers';

const capture = (status = 200, answer: object = { success: true }) => {
  const sent: unknown[] = [];
  const handler = http.post('*/api/profile/sync', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(answer, { status });
  });
  return { sent, handler };
};

it('sends the profile to /api/profile/sync and goes to the personal home', async () => {
  const { sent, handler } = capture();
  const user = await openProfileSetup(handler);
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');

  await user.type(screen.getByRole('textbox', { name: 'Last name' }), ' Lovelace ');
  await user.type(screen.getByRole('spinbutton', { name: 'Age' }), '36');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
  await user.type(screen.getByRole('combobox', { name: 'Allergies' }), 'Penicillin{Enter}');
  // Typed but not added: still saved.
  await user.type(screen.getByRole('combobox', { name: 'Medical conditions' }), ' High blood pressure ');
  await user.type(screen.getByRole('combobox', { name: 'Medication name' }), 'Lisinopril{Enter}');
  await user.click(screen.getByRole('checkbox', { name: 'I am breastfeeding' }));
  await user.click(consentBox());
  await user.click(saveButton());

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeInTheDocument();
  expect(sent).toEqual([
    {
      userId: 'user-1',
      profile: {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        age: '36',
        gender: 'female',
        allergies: ['Penicillin'],
        conditions: ['High blood pressure'],
        currentMedications: [{ name: 'Lisinopril', dosage: 'As directed', frequency: '' }],
        isPregnant: false,
        isBreastfeeding: true,
      },
    },
  ]);
}, 15_000);

it('loads the saved profile into the form', async () => {
  await openProfileSetup(
    profileAnswer(
      aProfile({
        firstName: 'Grace',
        age: 52,
        gender: 'male',
        allergies: ['Latex'],
        currentMedications: [{ name: 'Warfarin', dosage: '5 mg', frequency: 'Daily' }],
      }),
    ),
  );
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
  expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(52);
  expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('male');
  expect(screen.getByRole('list', { name: 'Allergies' })).toHaveTextContent('Latex');
  expect(screen.getByRole('list', { name: 'Current medications' })).toHaveTextContent('Warfarin5 mg · Daily');
});

it('does not send an age outside 1 to 120', async () => {
  const { sent, handler } = capture();
  const user = await openProfileSetup(handler);
  await user.type(screen.getByRole('spinbutton', { name: 'Age' }), '130');
  await user.click(consentBox());
  await user.click(saveButton());
  expect(await screen.findByText('Age must be a whole number from 1 to 120.')).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Age' })).toBeInvalid();
  expect(sent).toEqual([]);
});

it('does not send a profile the API would refuse, and says why in the API’s words', async () => {
  const { sent, handler } = capture();
  const allergies = Array.from({ length: 51 }, (_, i) => `Allergen ${i}`);
  const user = await openProfileSetup(handler, profileAnswer(aProfile({ allergies })));
  await user.click(consentBox());
  await user.click(saveButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('allergies can hold at most 50 entries');
  expect(sent).toEqual([]);
});

it("shows the error toast and the API's message when the save is refused", async () => {
  const { handler } = capture(400, {
    statusCode: 400,
    error: 'Bad Request',
    message: 'allergies can hold at most 50 entries',
  });
  const user = await openProfileSetup(handler);
  await user.click(consentBox());
  await user.click(saveButton());
  expect(await screen.findByText('Error saving profile')).toBeInTheDocument();
  expect(screen.getByText('Please try again. If the problem persists, contact support.')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('allergies can hold at most 50 entries');
  expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
});

it('keeps what was typed and says the person must be logged in when the session has ended', async () => {
  const { handler } = capture(401, { statusCode: 401, error: 'Unauthorized', message: 'Please sign in to continue.' });
  const user = await openProfileSetup(handler);
  await user.click(consentBox());
  await user.click(saveButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('You must be logged in to save your profile.');
  expect(screen.getByText('Error saving profile')).toBeInTheDocument();
  // Not moved to sign in: the form and its entries are still here.
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: 'Sign In' })).not.toBeInTheDocument();
});

it('says so when the profile cannot be loaded, instead of showing an empty form', async () => {
  server.use(
    signedInAs(aUser()),
    http.get('*/api/profile/:uid', () =>
      HttpResponse.json({ statusCode: 500, message: 'Something went wrong.' }, { status: 500 }),
    ),
  );
  renderRoute('/profile-setup');
  expect(await screen.findByText('Failed to fetch profile', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText(/^500: /)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Personal Information' })).not.toBeInTheDocument();
});
