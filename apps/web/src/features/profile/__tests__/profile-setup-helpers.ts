import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { aUser, profileHandlers, signedInAs } from '../../../testing/handlers/profile';
import { renderRoute } from '../../../testing/render';
import { server } from '../../../testing/server';

/** Renders /profile-setup for a signed-in Ada with no saved profile, unless handlers say otherwise. */
export async function openProfileSetup(...overrides: RequestHandler[]) {
  server.use(...overrides, signedInAs(aUser({ firstName: 'Ada' })), ...profileHandlers);
  const user = userEvent.setup({ delay: null });
  renderRoute('/profile-setup');
  await screen.findByRole('heading', { name: 'Personal Information' }, { timeout: 5000 });
  return user;
}

export const saveButton = () => screen.getByRole('button', { name: 'Save Profile' });
export const consentBox = () => screen.getByRole('checkbox', { name: /I have read the Privacy Policy/ });
