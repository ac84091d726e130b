import { expect, test, type Page } from '@playwright/test';
import { appNotStarted, holdApp } from './support/hydration';

// Prerendered pages paint before the app's script has run. Each test holds that script back, acts on the page,
// checks the app had not started, lets the script through and checks the action took effect.

/** Errors in the console, where the browser reports a script the Content-Security-Policy refused. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('at 360 px', { tag: '@mobile' }, () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the menu button tapped before the app has loaded opens the menu once it has', async ({ page }) => {
    const errors = consoleErrors(page);
    const release = await holdApp(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await appNotStarted(page)).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

    await release();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link')).toHaveText([
      'OTC Medications',
      'Vitamins & Supplements',
      'About',
      'Contact',
    ]);
    // The inline recorder ran under the strict policy: nothing was refused.
    expect(errors).toEqual([]);
  });
});

test.describe('with location allowed', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 38.9072, longitude: -77.0369 } });

  test('Enable Location pressed before the app has loaded finds nearby pharmacies once it has', async ({ page }) => {
    const errors = consoleErrors(page);
    const release = await holdApp(page);
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Nearby Pharmacies' });
    await card.getByRole('button', { name: 'Enable Location' }).click();
    expect(await appNotStarted(page)).toBe(true);
    await expect(card.getByText('Within 2 miles')).toHaveCount(0);

    await release();
    await expect(page.getByText('Location enabled')).toBeVisible();
    await expect(card.getByText('Within 2 miles')).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveCount(3);
    expect(errors).toEqual([]);
  });
});

test('the Search button pressed before the app has loaded runs the search', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search symptoms or medicines' }).fill('headache');
  expect(await appNotStarted(page)).toBe(true);
  // The form works as plain HTML: it goes to /search?q=..., whose app then searches.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=headache$/);

  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/search' && r.method() === 'POST');
  await release();
  expect((await request).postDataJSON()).toMatchObject({ query: 'headache' });
  await expect(page.getByRole('heading', { name: /^Recommended Medications \(\d+\)$/ })).toBeVisible();
});

test('clicking into the search box before the app has loaded opens the common symptoms once it has', async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search symptoms or medicines' }).click();
  expect(await appNotStarted(page)).toBe(true);

  await release();
  await expect(page.getByRole('listbox', { name: 'Common symptoms:' })).toBeVisible();
});

test('Smart search switched off before the app has loaded stays off, and the search is a basic one', async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto('/');
  const smart = page.getByRole('switch');
  await smart.uncheck();
  expect(await appNotStarted(page)).toBe(true);

  await release();
  await expect(smart).not.toBeChecked();
  await expect(page.getByText('Smart search disabled')).toBeVisible();
  await page.getByRole('combobox', { name: 'Search symptoms or medicines' }).fill('headache');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/search/basic') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect((await request).postDataJSON()).toMatchObject({ query: 'headache', enhanced: false });
});

test('a footer link clicked before the app has loaded opens its page', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  // The prerendered page reads without the app.
  await expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/ })).toBeVisible();
  await release();
});
