import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { authHandlers, googleEnabled } from '../../../testing/handlers/auth';
import { server } from '../../../testing/server';
import { AuthPage } from '../components/auth-page';
import { renderPage } from '../../../testing/render-page';

beforeEach(() => server.use(...authHandlers));

it('toggles one form between Sign In and Create Account', async () => {
  const user = userEvent.setup();
  renderPage('/auth', '/auth', <AuthPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');

  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
  expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
});

it('clears an error when the mode changes', async () => {
  const user = userEvent.setup();
  renderPage('/auth', '/auth', <AuthPage />);
  await user.click(await screen.findByRole('button', { name: 'Sign In' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows and hides the password (and its confirmation) with the toggle', async () => {
  const user = userEvent.setup();
  renderPage('/auth', '/auth', <AuthPage />);
  await user.click(await screen.findByRole('button', { name: 'Create Account' }));
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');

  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');

  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

it('disables the Google button with the server’s reason when Google sign-in is off', async () => {
  renderPage('/auth', '/auth', <AuthPage />);
  const google = await screen.findByRole('button', { name: 'Sign in with Google' });
  expect(google).toBeDisabled();
  expect(google).toHaveAccessibleDescription('Google sign-in is not set up on this server.');
});

it('makes Google sign-in a plain link to the API when it is on', async () => {
  server.use(googleEnabled());
  renderPage('/auth', '/auth', <AuthPage />);
  expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute('href', '/api/auth/google');
});

it('shows a privacy note linking to the privacy policy', async () => {
  renderPage('/auth', '/auth', <AuthPage />);
  expect(await screen.findByText(/Your privacy matters/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});
