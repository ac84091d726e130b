import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { openHydrated } from './support/hydration';

test.describe('at 360 px', { tag: '@mobile' }, () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the menu opens a 16rem side drawer with the four sections', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link')).toHaveText([
      'OTC Medications',
      'Vitamins & Supplements',
      'About',
      'Contact',
    ]);
    const width = await drawer.locator('nav').evaluate((nav) => nav.getBoundingClientRect().width);
    expect(width).toBe(256);
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });
});

test.describe('at 1280 px', { tag: '@desktop' }, () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header shows the two tabs, the active one underlined', async ({ page }) => {
    await page.goto('/vitamins-and-supplements');
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    await expect(tabs.getByRole('link', { name: 'Vitamins & Supplements' })).toHaveClass(/border-brand-700/);
    await expect(tabs.getByRole('link', { name: 'OTC' })).toHaveClass(/border-transparent/);
  });
});

test('/sitemap.xml lists the public pages and /robots.txt points at it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('/vitamins-and-supplements</loc>');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test.describe('prerendered public pages', () => {
  test('are readable with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About OTC Relief' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await context.close();
  });

  test('come alive in place: no hydration errors, and links then navigate without reloading', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Any failed request shows here too (a visitor's session check once answered 401 on every page load).
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openHydrated(page, '/about');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'OTC Relief', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Relief Starts Here' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test('a visitor loading /, /vitamins-and-supplements or /about logs no console error (no 401 from a session check)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ['/', '/vitamins-and-supplements', '/about']) {
    await openHydrated(page, path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
