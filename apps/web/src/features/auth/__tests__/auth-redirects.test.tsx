import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { aMe, authHandlers, signedIn } from '../../../testing/handlers/auth';
import { server } from '../../../testing/server';
import { AuthPage } from '../components/auth-page';
import { renderPage } from '../../../testing/render-page';

let session: ReturnType<typeof aMe> | null = null;
beforeEach(() => {
  session = null;
  server.use(
    ...authHandlers,
    // The API's cookie, in miniature: signing in or up starts a session that /me then reports.
    http.get('*/api/auth/session', () => HttpResponse.json({ user: session })),
    http.post('*/api/auth/sign-in', () => HttpResponse.json((session = aMe({ emailVerified: true })))),
    http.post('*/api/auth/sign-up', () => HttpResponse.json((session = aMe()), { status: 201 })),
  );
});

async function fill(user: ReturnType<typeof userEvent.setup>, confirm: boolean) {
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), 'Orchid-Lantern-12');
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), 'Orchid-Lantern-12');
}

it('goes to /profile-setup after creating an account', async () => {
  const user = userEvent.setup();
  renderPage('/auth', '/auth', <AuthPage />);
  await user.click(await screen.findByRole('button', { name: 'Create Account' }));
  await fill(user, true);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('Landed on /profile-setup')).toBeInTheDocument();
});

it('goes to / after signing in', async () => {
  const user = userEvent.setup();
  renderPage('/auth', '/auth', <AuthPage />);
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  await fill(user, false);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Landed on /')).toBeInTheDocument();
});

it('sends a visitor who is already signed in to /', async () => {
  server.use(signedIn());
  renderPage('/auth', '/auth', <AuthPage />);
  expect(await screen.findByText('Landed on /')).toBeInTheDocument();
});
