import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { aMe, apiError, authHandlers, signedIn } from '../../../testing/handlers/auth';
import { server } from '../../../testing/server';
import { VerifyEmailPage } from '../components/verify-email-page';
import { renderPage } from '../../../testing/render-page';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server.use(...authHandlers);
});
afterEach(() => vi.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const open = (search = '') => renderPage(`/verify-email${search}`, '/verify-email', <VerifyEmailPage />);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

it('verifies the code from the link, shows success and moves to /profile-setup after 2 s', async () => {
  let sent: unknown;
  server.use(
    signedIn(),
    http.post('*/api/auth/verify-email', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(aMe({ emailVerified: true }));
    }),
  );
  open('?mode=verifyEmail&oobCode=abc123');
  expect(await screen.findByRole('heading', { name: 'Email verified!' })).toBeInTheDocument();
  expect(sent).toEqual({ oobCode: 'abc123' });

  await advance(1900);
  expect(screen.queryByText('Landed on /profile-setup')).not.toBeInTheDocument();
  await advance(200);
  expect(screen.getByText('Landed on /profile-setup')).toBeInTheDocument();
});

it("says 'Verification failed' for a used or expired link and offers a resend", async () => {
  server.use(
    signedIn(),
    http.post('*/api/auth/verify-email', () =>
      apiError(400, 'auth.invalid_code', 'This link is invalid or has expired. Please ask for a new one.'),
    ),
  );
  open('?mode=verifyEmail&oobCode=used');
  expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
});

it('asks a signed-out visitor with a failed link to sign in for a new one', async () => {
  server.use(
    http.post('*/api/auth/verify-email', () =>
      apiError(400, 'auth.invalid_code', 'This link is invalid or has expired.'),
    ),
  );
  open('?mode=verifyEmail&oobCode=old');
  expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute('href', '/auth');
});

it('waits for the email without a code, offering a resend and Continue Without Verification', async () => {
  server.use(signedIn({ email: 'new@example.com' }));
  open();
  expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  expect(screen.getByText('new@example.com')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();

  await user().click(screen.getByRole('button', { name: 'Continue Without Verification' }));
  expect(screen.getByText('Landed on /profile-setup')).toBeInTheDocument();
});

it('sends a person whose email is already verified to /profile-setup', async () => {
  server.use(signedIn({ emailVerified: true }));
  open();
  expect(await screen.findByText('Landed on /profile-setup')).toBeInTheDocument();
});

it('sends the person on to /profile-setup when a resend finds the address verified meanwhile', async () => {
  server.use(
    signedIn(),
    http.post('*/api/auth/verification-email', () =>
      apiError(409, 'auth.already_verified', 'Your email address is already verified.'),
    ),
  );
  open();
  await user().click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
  expect(await screen.findByText('Landed on /profile-setup')).toBeInTheDocument();
});

it('counts down 60 s on the button after a resend', async () => {
  let sends = 0;
  server.use(
    signedIn(),
    http.post('*/api/auth/verification-email', () => {
      sends++;
      return new HttpResponse(null, { status: 202 });
    }),
  );
  open();
  await user().click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
  expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Verification email sent');
  expect(sends).toBe(1);

  await advance(1000);
  expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeDisabled();
  await advance(58_000);
  expect(screen.getByRole('button', { name: 'Resend in 1s' })).toBeDisabled();
  await advance(1000);
  expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
});

it("honours the API's seconds left when it refuses a resend (429), and says 'Failed to send email'", async () => {
  server.use(
    signedIn(),
    http.post('*/api/auth/verification-email', () =>
      apiError(429, 'auth.resend_too_soon', 'Please wait 42 seconds before asking for another email.', {
        retryAfterSeconds: 42,
      }),
    ),
  );
  open();
  await user().click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
  expect(await screen.findByRole('button', { name: 'Resend in 42s' })).toBeDisabled();
  const toast = screen.getByRole('status');
  expect(toast).toHaveTextContent('Failed to send email');
  expect(toast).toHaveTextContent('Please wait 42 seconds before asking for another email.');
});

it("says 'Failed to send email' when the resend fails and lets the person try again", async () => {
  server.use(
    signedIn(),
    http.post('*/api/auth/verification-email', () => HttpResponse.json({}, { status: 500 })),
  );
  open();
  await user().click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
  expect(await screen.findByText('Failed to send email')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
});
