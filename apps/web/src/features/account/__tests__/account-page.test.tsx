import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { anExport, apiError, authHandlers, signedIn } from '../../../testing/handlers/auth';
import { server } from '../../../testing/server';
import { AccountPage } from '../components/account-page';
import { renderPage } from '../../../testing/render-page';

beforeEach(() => server.use(...authHandlers, signedIn()));
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

const open = () => renderPage('/account', '/account', <AccountPage email="sam@example.com" />);

it('explains what deletion removes, with the counts from the export', async () => {
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Account & data' })).toBeInTheDocument();
  const section = screen.getByRole('region', { name: 'Delete your account' });
  expect(await within(section).findByText(/your search history \(2 searches\)/)).toBeInTheDocument();
  expect(within(section).getByText(/your health profile/)).toBeInTheDocument();
  expect(within(section).getByText(/messages you sent through the contact form \(0 messages\)/)).toBeInTheDocument();
});

it('downloads the export as a JSON file', async () => {
  const user = userEvent.setup();
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((b: Blob) => {
    blob = b;
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  open();
  await user.click(screen.getByRole('button', { name: 'Download My Data' }));

  expect(await screen.findByText('Download started')).toBeInTheDocument();
  expect(click).toHaveBeenCalledTimes(1);
  const link = click.mock.contexts[0] as HTMLAnchorElement;
  expect(link.download).toMatch(/^otc-relief-data-\d{4}-\d{2}-\d{2}\.json$/);
  expect(blob?.type).toBe('application/json');
  expect(JSON.parse(await blob!.text())).toEqual(anExport());
});

it('says so when the export fails', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByText(/2 searches/);
  server.use(http.get('*/api/account/export', () => HttpResponse.json({}, { status: 500 })));
  await user.click(screen.getByRole('button', { name: 'Download My Data' }));
  expect(await screen.findByText('Export failed')).toBeInTheDocument();
});

it('deletes the account with the password, then goes to / with a toast', async () => {
  const user = userEvent.setup();
  let sent: unknown;
  server.use(
    http.delete('*/api/account', async ({ request }) => {
      sent = await request.json();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  open();
  await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
  await user.click(screen.getByRole('button', { name: 'Delete Account Permanently' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter your password');
  expect(sent).toBeUndefined();

  await user.type(screen.getByLabelText('Enter your password to confirm'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Delete Account Permanently' }));
  expect(await screen.findByText('Landed on /')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Account deleted');
  expect(sent).toEqual({ password: 'secret-pass' });
});

it('says when the password is wrong', async () => {
  const user = userEvent.setup();
  server.use(
    http.delete('*/api/account', () =>
      apiError(401, 'auth.password_confirmation_required', 'Please enter your password to delete your account.'),
    ),
  );
  open();
  await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
  await user.type(screen.getByLabelText('Enter your password to confirm'), 'wrong-pass');
  await user.click(screen.getByRole('button', { name: 'Delete Account Permanently' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That password is not correct.');
});

it('knows a wrong password by its code, not by the wording of the answer', async () => {
  const user = userEvent.setup();
  server.use(http.delete('*/api/account', () => apiError(401, 'auth.password_confirmation_required', 'Reworded.')));
  open();
  await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
  await user.type(screen.getByLabelText('Enter your password to confirm'), 'wrong-pass');
  await user.click(screen.getByRole('button', { name: 'Delete Account Permanently' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That password is not correct.');
});

it('tells a Google-only account to sign in with Google again first', async () => {
  const user = userEvent.setup();
  server.use(
    http.get('*/api/account/export', () => HttpResponse.json(anExport(['google']))),
    http.delete('*/api/account', () =>
      apiError(401, 'auth.google_confirmation_required', 'Please sign in with Google again to delete your account.'),
    ),
  );
  open();
  await screen.findByText(/2 searches/);
  await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
  expect(screen.queryByLabelText('Enter your password to confirm')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'sign in with Google again' })).toHaveAttribute('href', '/api/auth/google');
  await user.click(screen.getByRole('button', { name: 'Delete Account Permanently' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please sign in with Google again to delete your account.',
  );
});
