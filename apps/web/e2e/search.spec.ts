import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './support/hydration';
import { saveProfile, signUpThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

const PLACEHOLDER = "What's bothering you today? (e.g. headache)";

/** Set SHOTS_DIR to keep screenshots of what the tests see (one per project and step). */
const shot = async (page: Page, name: string) => {
  if (!process.env.SHOTS_DIR) return;
  const project = test.info().project.name;
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${project}-${name}.png`, fullPage: true });
};

const robotsMeta = (page: Page) => page.locator('head meta[name="robots"]');

test('a visitor types "hed" and picks Headache from the suggestions with the keyboard', async ({ page }) => {
  await openHydrated(page, '/');
  const box = page.getByRole('combobox', { name: 'Search symptoms or medicines' });
  await expect(box).toHaveAttribute('placeholder', PLACEHOLDER);
  await box.focus();
  const common = page.getByRole('listbox', { name: 'Common symptoms:' });
  await expect(common.getByRole('option')).toHaveCount(6);
  await expect(page.getByText('Common symptoms:')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'landing-common-symptoms');

  await box.pressSequentially('hed');
  const headache = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: 'Headache' });
  await expect(headache).toBeVisible();
  await box.press('ArrowDown');
  await expect(headache).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await headache.getAttribute('id'))!);
  await shot(page, 'landing-suggestions');

  const request = page.waitForRequest((r) => r.url().endsWith('/api/search/enhanced') && r.method() === 'POST');
  await box.press('Enter');
  expect((await request).postDataJSON()).toEqual({ query: 'Headache', enhanced: true, userId: 'anonymous' });
  await expect(box).toHaveValue('Headache');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Recommended Medications \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'landing-results');
});

test('typing something unknown says there are no suggestions, and Escape closes the list', async ({ page }) => {
  await openHydrated(page, '/');
  const box = page.getByRole('combobox', { name: 'Search symptoms or medicines' });
  await box.fill('zzqx');
  await expect(page.getByText('No suggestions found. Try typing a symptom like "headache" or "nausea"')).toBeVisible();
  await box.fill('');
  await expect(page.getByRole('listbox', { name: 'Common symptoms:' })).toBeVisible();
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('/search?q=headache searches on load, is marked noindex,follow and passes axe', async ({ page }) => {
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/search' && r.method() === 'POST');
  await page.goto('/search?q=headache');
  expect((await request).postDataJSON()).toMatchObject({ query: 'headache', category: 'all', enhanced: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Search OTC Medications' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Recommended Medications \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Acetaminophen 325 mg' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search symptoms or medicines' })).toHaveValue('headache');
  await expect(robotsMeta(page)).toHaveAttribute('content', 'noindex,follow');
  for (const name of ['Advanced Filters', 'Find Pharmacies', 'Price Comparison']) {
    await expect(page.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
  }
  await expectNoAxeViolations(page);
  await shot(page, 'search-results');
});

test('/search without q invites a search, has no robots meta, and a quick button puts q in the URL', async ({
  page,
}) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Start your search' })).toBeVisible();
  await expect(robotsMeta(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'search-start');

  await page.getByRole('button', { name: 'fever', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=fever$/);
  await expect(page.getByRole('heading', { name: /^Recommended Medications \(\d+\)$/ })).toBeVisible();
  await expect(robotsMeta(page)).toHaveAttribute('content', 'noindex,follow');

  const box = page.getByRole('combobox', { name: 'Search symptoms or medicines' });
  await box.fill('cough');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=cough$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=fever$/);
  await expect(box).toHaveValue('fever');
});

test('the category filter narrows the results', async ({ page }) => {
  await page.goto('/search?q=headache');
  const heading = page.getByRole('heading', { name: /^Recommended Medications \(\d+\)$/ });
  await expect(heading).toBeVisible();
  const countOf = async () => Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
  const all = await countOf();
  await expect(page.getByRole('article', { name: 'Acetaminophen 325 mg' })).toBeVisible();

  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/search' && r.method() === 'POST');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Decongestant (Cold & Flu)' });
  expect((await request).postDataJSON()).toMatchObject({ query: 'headache', category: 'cold-flu' });
  await expect(page.getByRole('article', { name: 'Acetaminophen 325 mg' })).toHaveCount(0);
  // NyQuil's formulation is listed once, under one of its names (a store brand may come first).
  await expect(
    page.getByRole('article', { name: /^(Vicks NyQuil Cold & Flu|CVS Health Nighttime Cold & Flu Relief)$/ }),
  ).toBeVisible();
  expect(await countOf()).toBeLessThan(all);
  await shot(page, 'search-category');

  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Antihistamine (Allergies)' });
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
});

test('a red-flag query shows the emergency advice first and holds the medicines back until asked', async ({ page }) => {
  await page.goto('/search?q=crushing%20chest%20pain');
  const alert = page.getByRole('alert').filter({ hasText: 'Call 911' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('can be a heart attack');
  // An emergency is not for self-treatment: the list waits behind a deliberate choice.
  const hidden = page.getByRole('region', { name: 'Medicines hidden' });
  await expect(hidden).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  expect((await alert.boundingBox())!.y).toBeLessThan((await hidden.boundingBox())!.y);
  await expectNoAxeViolations(page);
  await shot(page, 'search-red-flag');
  await hidden.getByRole('button', { name: 'Show medicines anyway' }).click();
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();

  // On the landing page too, above the list once it is asked for.
  await openHydrated(page, '/');
  const box = page.getByRole('combobox', { name: 'Search symptoms or medicines' });
  await box.fill('headache and crushing chest pain');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const landingAlert = page.getByRole('alert').filter({ hasText: 'Call 911' });
  await expect(landingAlert).toBeVisible();
  const landingHidden = page.getByRole('region', { name: 'Medicines hidden' });
  await expect(landingHidden).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await landingHidden.getByRole('button', { name: 'Show medicines anyway' }).click();
  const results = page.getByRole('heading', { name: /^Recommended Medications \(\d+\)$/ });
  await expect(results).toBeVisible();
  expect((await landingAlert.boundingBox())!.y).toBeLessThan((await results.boundingBox())!.y);
  await shot(page, 'landing-red-flag');
});

test('a signed-in person sees the medicines to avoid for their profile, folded, with the reasons', async ({ page }) => {
  // Two axe scans of a whole result page, the second with every avoided card open: 12 s and 15 s of a fresh-clone CI
  // run on two busy cores.
  test.setTimeout(90_000);
  await signUpThroughApi(page);
  await saveProfile(page.request, { allergies: ['ibuprofen'] });
  await page.goto('/search?q=headache');
  const toggle = page.getByRole('button', { name: /^Medications to Avoid \(\d+\)$/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('article', { name: 'Advil', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const advil = page.getByRole('article', { name: 'Advil', exact: true });
  await expect(advil.getByText('Avoid', { exact: true })).toBeVisible();
  await expect(advil.getByRole('heading', { name: 'Why to avoid' })).toBeVisible();
  await expect(advil.getByText('Contains Ibuprofen, which you are allergic to.')).toBeVisible();
  await expect(advil.getByRole('link', { name: /Amazon/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'search-signed-in-avoid');
});
