import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { apiError, authHandlers } from '../../../testing/handlers/auth';
import { server } from '../../../testing/server';
import { ResetPasswordPage } from '../components/reset-password-page';
import { renderPage } from '../../../testing/render-page';

beforeEach(() => server.use(...authHandlers));

const open = (search = '') => renderPage(`/reset-password${search}`, '/reset-password', <ResetPasswordPage />);

it('asks for a reset email and says a link was sent if the account exists', async () => {
  const user = userEvent.setup();
  let sent: unknown;
  server.use(
    http.post('*/api/auth/password-reset', async ({ request }) => {
      sent = await request.json();
      return new HttpResponse(null, { status: 202 });
    }),
  );
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'sam@example.com ');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText(/If an account exists for/)).toHaveTextContent(
    'If an account exists for sam@example.com, we have sent it a link to reset the password.',
  );
  expect(sent).toEqual({ email: 'sam@example.com' });
});

it('asks for the email before sending and names a rejected address', async () => {
  const user = userEvent.setup();
  server.use(
    http.post('*/api/auth/password-reset', () => apiError(400, 'auth.email_invalid', 'Invalid email address.')),
  );
  open();
  await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
  await user.type(screen.getByLabelText('Email'), 'nope');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid email address$/);
});

it('checks the new password like sign-up does', async () => {
  const user = userEvent.setup();
  open('?mode=resetPassword&oobCode=code-1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  await user.type(screen.getByLabelText('New Password'), 'abcde');
  await user.type(screen.getByLabelText('Confirm New Password'), 'abcdX');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  await user.clear(screen.getByLabelText('Confirm New Password'));
  await user.type(screen.getByLabelText('Confirm New Password'), 'abcde');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
});

it('sets the new password with the code, then goes to /auth with a toast', async () => {
  const user = userEvent.setup();
  let sent: unknown;
  server.use(
    http.post('*/api/auth/password-reset/confirm', async ({ request }) => {
      sent = await request.json();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  open('?mode=resetPassword&oobCode=code-1');
  await user.type(await screen.findByLabelText('New Password'), 'velvet harbour lantern 4');
  await user.type(screen.getByLabelText('Confirm New Password'), 'velvet harbour lantern 4');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByText('Landed on /auth')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Password updated');
  expect(sent).toEqual({ oobCode: 'code-1', password: 'velvet harbour lantern 4' });
});

it('offers no new link when the API refuses the password rather than the link', async () => {
  const user = userEvent.setup();
  server.use(
    http.post('*/api/auth/password-reset/confirm', () =>
      apiError(400, 'auth.weak_password', 'Password is too weak: it contains your email address.'),
    ),
  );
  open('?mode=resetPassword&oobCode=code-1');
  await user.type(await screen.findByLabelText('New Password'), 'velvet harbour lantern 4');
  await user.type(screen.getByLabelText('Confirm New Password'), 'velvet harbour lantern 4');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Password is too weak: it contains your email address.');
  expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
});

it('explains an expired link and offers a new one', async () => {
  const user = userEvent.setup();
  server.use(
    http.post('*/api/auth/password-reset/confirm', () =>
      apiError(400, 'auth.invalid_code', 'This link is invalid or has expired. Please ask for a new one.'),
    ),
  );
  open('?mode=resetPassword&oobCode=old');
  await user.type(await screen.findByLabelText('New Password'), 'velvet harbour lantern 4');
  await user.type(screen.getByLabelText('Confirm New Password'), 'velvet harbour lantern 4');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  await user.click(screen.getByRole('link', { name: 'Request a new link' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
});
