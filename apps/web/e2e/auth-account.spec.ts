import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { linkFromOutbox, signUpThroughApi, uniqueEmail } from './support/accounts';

// The API allows 5 sign-ups a minute from one address: each test makes at most one account.

async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a visitor creates an account, verifies the email from the link, and signs in again', async ({ page }) => {
  const email = uniqueEmail('auth');
  const password = 'first-secret-1';

  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  // A guessable password is explained as it is typed, before anything is sent.
  await page.getByLabel('Password', { exact: true }).fill('letmein1');
  await expect(page.getByText(/^Password is too weak: This is a commonly used password\./)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByText(/Password is too weak/)).toHaveCount(0);
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile-setup$/);

  // Signed in: /auth sends the person home; /verify-email waits for the email.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue Without Verification' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The sign-up email was sent less than a minute ago: the API refuses another and the button counts down.
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Failed to send email')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();

  await page.goto(await linkFromOutbox(email, 'verify-email'));
  await expect(page.getByRole('heading', { name: 'Email verified!' })).toBeVisible();
  const verifiedAt = Date.now();
  await expect(page).toHaveURL(/\/profile-setup$/, { timeout: 5000 });
  expect(Date.now() - verifiedAt).toBeGreaterThan(1500);

  // Verified now: the pending page has nothing left to do.
  await page.goto('/verify-email');
  await expect(page).toHaveURL(/\/profile-setup$/);

  await signOutThroughMenu(page);
  await signInThroughForm(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a person resets a forgotten password, then exports the data and deletes the account', async ({ page }) => {
  const { email } = await signUpThroughApi(page, uniqueEmail('reset'));
  await page.context().clearCookies();
  const newPassword = 'second-secret-2';

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/If an account exists for/)).toBeVisible();

  await page.goto(await linkFromOutbox(email, 'reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Password updated')).toBeVisible();

  await signInThroughForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account & data' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account & data' })).toBeVisible();
  await expect(page.getByText(/your search history \(\d+ searches?\)/)).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download My Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^otc-relief-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(exported.account).toMatchObject({ email, emailVerified: true, signInMethods: ['password'] });
  expect(JSON.stringify(exported)).not.toContain('passwordHash');

  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await page.getByLabel('Enter your password to confirm').fill('not-the-password');
  await page.getByRole('button', { name: 'Delete Account Permanently' }).click();
  await expect(page.getByRole('alert')).toHaveText('That password is not correct.');
  await page.getByLabel('Enter your password to confirm').fill(newPassword);
  await page.getByRole('button', { name: 'Delete Account Permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  const again = await page.request.post('/api/auth/sign-in', { data: { email, password: newPassword } });
  expect(again.status()).toBe(401);
});

test('signed-out visitors see the verification states, the Google failure and the account guard', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to get a new link' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/verify-email?mode=verifyEmail&oobCode=not-a-real-code');
  await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/auth?error=google');
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in with Google. Please try again.');

  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth$/);
});
