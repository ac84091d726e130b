import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { apiError, authHandlers } from '../../../testing/handlers/auth';
import { server } from '../../../testing/server';
import { AuthPage } from '../components/auth-page';
import { renderPage } from '../../../testing/render-page';

beforeEach(() => server.use(...authHandlers));

async function submit(mode: 'Sign In' | 'Create Account', email = 'sam@example.com') {
  const user = userEvent.setup();
  renderPage('/auth', '/auth', <AuthPage />);
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  if (mode === 'Create Account') await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Orchid-Lantern-12');
  if (mode === 'Create Account') await user.type(screen.getByLabelText('Confirm Password'), 'Orchid-Lantern-12');
  await user.click(screen.getByRole('button', { name: mode }));
  return screen.findByRole('alert');
}

it('says an account already exists when sign-up answers 409', async () => {
  server.use(
    http.post('*/api/auth/sign-up', () =>
      apiError(409, 'auth.email_taken', 'An account with this email already exists.'),
    ),
  );
  expect(await submit('Create Account')).toHaveTextContent(/^An account with this email already exists$/);
});

it('shows the API’s one message for a wrong email or password (401)', async () => {
  server.use(
    http.post('*/api/auth/sign-in', () =>
      apiError(401, 'auth.invalid_credentials', 'The email or password is not correct.'),
    ),
  );
  expect(await submit('Sign In')).toHaveTextContent('The email or password is not correct.');
});

it("says 'Invalid email address' when the API rejects the email", async () => {
  server.use(http.post('*/api/auth/sign-up', () => apiError(400, 'auth.email_invalid', 'Invalid email address.')));
  expect(await submit('Create Account', 'not-an-email')).toHaveTextContent(/^Invalid email address$/);
});

it('says the password is too weak, and why, when the API refuses it (it knows the person’s names)', async () => {
  const why = 'Password is too weak: It contains your email address or name. Add more words that are less common.';
  server.use(http.post('*/api/auth/sign-up', () => apiError(400, 'auth.weak_password', why)));
  expect(await submit('Create Account')).toHaveTextContent(why);
});

it('passes on the API’s message when there were too many attempts (429)', async () => {
  server.use(
    http.post('*/api/auth/sign-in', () =>
      apiError(429, 'request.rate_limited', 'Too many attempts. Please wait 42 seconds and try again.'),
    ),
  );
  expect(await submit('Sign In')).toHaveTextContent('Too many attempts. Please wait 42 seconds and try again.');
});

it('falls back to the generic message for anything else', async () => {
  server.use(http.post('*/api/auth/sign-up', () => apiError(503, 'service.unavailable', 'Database is down')));
  expect(await submit('Create Account')).toHaveTextContent(/^An error occurred\. Please try again\.$/);
});

it('explains a failed Google sign-in (/auth?error=google)', async () => {
  renderPage('/auth?error=google', '/auth', <AuthPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in with Google. Please try again.');
});
