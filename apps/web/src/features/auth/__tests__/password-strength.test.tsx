import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { authHandlers } from '../../../testing/handlers/auth';
import { server } from '../../../testing/server';
import { AuthPage } from '../components/auth-page';
import { ResetPasswordPage } from '../components/reset-password-page';
import { renderPage } from '../../../testing/render-page';

let requests = 0;
beforeEach(() => {
  requests = 0;
  server.use(
    http.post('*/api/auth/*', () => {
      requests++;
    }),
    ...authHandlers,
  );
});

// The dictionaries load on first use; the first judgement may take a moment in jsdom.
const soon = { timeout: 5000 };

it('says why a guessable password is too weak while it is typed, before the account form is sent', async () => {
  const user = userEvent.setup();
  renderPage('/auth', '/auth', <AuthPage />);
  await user.click(await screen.findByRole('button', { name: 'Create Account' }));
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), 'qwerty1');
  const reason = await screen.findByText(/^Password is too weak: This is a commonly used password\./, {}, soon);
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(reason.textContent!);
  expect(requests).toBe(0);

  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), 'sam@example.com');
  expect(
    await screen.findByText(/^Password is too weak: It contains your email address or name\./, {}, soon),
  ).toBeInTheDocument();

  await user.type(screen.getByLabelText('Confirm Password'), 'sam@example.com');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Password is too weak: It contains your email/);
  expect(requests).toBe(0);
});

it('says nothing about a passphrase of uncommon words', async () => {
  const user = userEvent.setup();
  renderPage('/auth', '/auth', <AuthPage />);
  await user.click(await screen.findByRole('button', { name: 'Create Account' }));
  await user.type(screen.getByLabelText('Password'), 'letmein1');
  await screen.findByText(/^Password is too weak/, {}, soon);
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), 'purple monkey dishwasher 9');
  await expect.poll(() => screen.queryByText(/Password is too weak/), soon).toBeNull();
});

it('says why a new password is too weak on the reset form, before it is sent', async () => {
  const user = userEvent.setup();
  renderPage('/reset-password?mode=resetPassword&oobCode=code-1', '/reset-password', <ResetPasswordPage />);
  await user.type(await screen.findByLabelText('New Password'), 'Summer2024');
  expect(await screen.findByText(/^Password is too weak: \S/, {}, soon)).toBeInTheDocument();
  expect(requests).toBe(0);
});
