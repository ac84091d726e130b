import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './support/hydration';
import { expectNoAxeViolations } from './support/axe';
import { signUpThroughApi } from './support/accounts';

const SEARCH_PLACEHOLDER = "What's bothering you today? (e.g. headache)";
// Screenshots for a person to look at: SHOTS_DIR=/tmp/shots-profile-home
const shotsDir = process.env.SHOTS_DIR;

async function fillProfile(page: Page) {
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Age', { exact: true }).fill('58');
  await page.getByLabel('Gender').selectOption('male');
  await page.getByRole('combobox', { name: 'Medical conditions' }).fill('high blood pressure');
  await page.getByRole('button', { name: 'Add condition' }).click();
  await expect(page.getByRole('list', { name: 'Medical conditions' })).toContainText('high blood pressure');
}

async function searchFor(page: Page, text: string) {
  const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
  await box.fill(text);
  // Enter submits (the suggestion list can cover the Search button on a narrow screen).
  await box.press('Enter');
}

test('a new member fills in the profile, then gets a personal home with checked results', async ({ page }, info) => {
  await signUpThroughApi(page);
  await page.goto('/profile-setup');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Health Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Privacy & Security' })).toBeVisible();
  await expectNoAxeViolations(page);

  await fillProfile(page);
  // Men are not asked about pregnancy.
  await expect(page.getByRole('checkbox', { name: 'I am pregnant' })).toHaveCount(0);
  const save = page.getByRole('button', { name: 'Save Profile' });
  await expect(save).toBeDisabled();
  await page.getByRole('checkbox', { name: /I have read the Privacy Policy/ }).check();
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${info.project.name}-profile-setup.png`, fullPage: true });
  await save.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Grace!' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Profile Status' });
  await expect(status.getByText('Complete', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Searches' })).toContainText('Total searches this month');
  await expectNoAxeViolations(page);
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${info.project.name}-personal-home.png`, fullPage: true });

  await searchFor(page, 'stuffy nose');
  await expect(page.getByRole('heading', { name: /^Safe Medications \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Medications to Avoid \(\d+\)$/ })).toBeVisible();
  const avoidCard = page
    .getByRole('article')
    .filter({ has: page.getByText('Avoid', { exact: true }) })
    .filter({ hasText: /high blood pressure/i })
    .first();
  await expect(avoidCard).toBeVisible();
  await expect(avoidCard.getByRole('heading', { name: 'Why to avoid' })).toBeVisible();

  const recent = page.getByRole('region', { name: 'Recent Searches' });
  await expect(recent.getByRole('listitem').filter({ hasText: 'stuffy nose' })).toBeVisible();
  await expect(recent.getByText('1', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  if (shotsDir) {
    await page.screenshot({ path: `${shotsDir}/${info.project.name}-personal-results.png` });
    await status.locator('..').screenshot({ path: `${shotsDir}/${info.project.name}-personal-cards.png` });
  }

  // The saved profile comes back into the form.
  await page.goto('/profile-setup');
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByRole('list', { name: 'Medical conditions' })).toContainText('high blood pressure');
});

test('a new member without a profile sees it as Incomplete, with a way to complete it', async ({ page }) => {
  await signUpThroughApi(page);
  await openHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, User!' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Profile Status' });
  await expect(status.getByText('Incomplete', { exact: true })).toBeVisible();
  await status.getByRole('link', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/profile-setup$/);
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
});

test('/profile-setup sends a signed-out visitor to /auth', async ({ page }) => {
  await page.goto('/profile-setup');
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('with location allowed', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 38.9072, longitude: -77.0369 } });

  test('the landing page shows three sample pharmacies within 2 miles, with maps links', async ({ page }, info) => {
    await openHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Relief Starts Here' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('heading', { name: 'Why OTC Relief' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expectNoAxeViolations(page);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/${info.project.name}-landing.png`, fullPage: true });

    const card = page.getByRole('region', { name: 'Nearby Pharmacies' });
    await card.getByRole('button', { name: /Enable Location/ }).click();
    await expect(page.getByText('Location enabled')).toBeVisible();
    await expect(card.getByText('Within 2 miles')).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await expect(card.getByText(/^\d\.\d miles$/)).toHaveText(['0.5 miles', '0.8 miles', '1.2 miles']);
    const link = card.getByRole('link', { name: /Open in Maps: CVS/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/CVS%20near%20me/@38.9072,-77.0369,15z',
    );
    await expectNoAxeViolations(page);
    if (shotsDir) await card.screenshot({ path: `${shotsDir}/${info.project.name}-pharmacies.png` });
  });
});
