import { expect, test } from '@playwright/test';
import { openHydrated } from './support/hydration';

test('a visitor searches "headache" on the landing page and sees medicines from the API', async ({ page }) => {
  await openHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Relief Starts Here' })).toBeVisible();

  const box = page.getByPlaceholder("What's bothering you today? (e.g. headache)");
  await box.fill('headache');
  const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/search/enhanced') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  const request = await requestPromise;
  expect(request.postDataJSON()).toEqual({ query: 'headache', enhanced: true, userId: 'anonymous' });

  await expect(page.getByRole('heading', { name: /^Recommended Medications \(\d+\)$/ })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.filter({ hasText: 'Ibuprofen' }).first()).toBeVisible();
  await expect(cards.filter({ hasText: 'Acetaminophen' }).first()).toBeVisible();
  // Loratadine treats allergies, not headaches.
  await expect(cards.filter({ hasText: 'Loratadine' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Find on Amazon|Buy on Amazon/ }).first()).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('a search that matches nothing says so', async ({ page }) => {
  await openHydrated(page, '/');
  await page.getByPlaceholder("What's bothering you today? (e.g. headache)").fill('zzqx unknown');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
});

test('a deep link loads the app, which shows the not-found screen for an unknown path', async ({ page }) => {
  const response = await page.goto('/some/deep/link?x=1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('an unknown API route answers JSON 404, not the web page', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
});

test('a search sent from the prerendered landing page before the app has loaded still lands on /search', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search symptoms or medicines' }).fill('headache');
  await page.getByRole('combobox', { name: 'Search symptoms or medicines' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=headache$/);
  await context.close();
});

test('what a person types before the app has loaded is kept when it takes over', async ({ page }) => {
  // Hold the app's script back until the person has typed, as on a slow phone.
  let release: () => void = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session');
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search symptoms or medicines' });
  await box.fill('headache');
  release();
  await me;
  await expect(box).toHaveValue('headache');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Recommended Medications \(\d+\)$/ })).toBeVisible();
});
