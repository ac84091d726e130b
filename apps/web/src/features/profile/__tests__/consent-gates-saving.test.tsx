import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { consentBox, openProfileSetup, saveButton } from './profile-setup-helpers';

it('keeps Save Profile disabled until the privacy consent is ticked', async () => {
  const user = await openProfileSetup();
  expect(screen.getByRole('heading', { name: 'Health Information' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Privacy & Security' })).toBeInTheDocument();
  expect(saveButton()).toBeDisabled();

  await user.click(consentBox());
  expect(saveButton()).toBeEnabled();
  await user.click(consentBox());
  expect(saveButton()).toBeDisabled();
});

it('explains that consent is required when someone tries to save without it', async () => {
  const user = await openProfileSetup();
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'x{Enter}');
  expect(await screen.findByText('Privacy consent required')).toBeInTheDocument();
  expect(screen.getByText('Please review and accept our privacy policy to continue.')).toBeInTheDocument();
});
