import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { authHandlers } from '../../../testing/handlers/auth';
import { server } from '../../../testing/server';
import { AuthPage } from '../components/auth-page';
import { renderPage } from '../../../testing/render-page';

let requests = 0;
beforeEach(() => {
  requests = 0;
  // Counts, then lets the default handlers answer.
  server.use(
    http.post('*/api/auth/*', () => {
      requests++;
    }),
    ...authHandlers,
  );
});

const openAuth = async () => {
  renderPage('/auth', '/auth', <AuthPage />);
  return screen.findByRole('heading', { level: 1, name: 'Sign In' });
};

it("says 'Please fill in all fields' and sends nothing when email or password is missing", async () => {
  const user = userEvent.setup();
  await openAuth();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');

  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  expect(requests).toBe(0);
});

it("asks for the confirmation when creating an account, then says 'Passwords do not match'", async () => {
  const user = userEvent.setup();
  await openAuth();
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');

  await user.type(screen.getByLabelText('Confirm Password'), 'secret-pasS');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  expect(requests).toBe(0);
});

it("says 'Password must be at least 6 characters' for a 5-character password", async () => {
  const user = userEvent.setup();
  await openAuth();
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), 'abcde');
  await user.type(screen.getByLabelText('Confirm Password'), 'abcde');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
  expect(requests).toBe(0);
});

it('sends the trimmed email and the password once the form is valid', async () => {
  const user = userEvent.setup();
  let body: unknown;
  server.use(
    http.post('*/api/auth/sign-in', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 });
    }),
  );
  await openAuth();
  await user.type(screen.getByLabelText('Email'), '  sam@example.com ');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  expect(body).toEqual({ email: 'sam@example.com', password: 'secret-pass' });
});
