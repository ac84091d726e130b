import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './support/hydration';
import { saveProfile, signUpThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

const STATIC_PAGES: { path: string; heading: string; facts: (string | RegExp)[] }[] = [
  {
    path: '/about',
    heading: 'About OTC Relief',
    facts: [
      /based on the FDA Drug Facts labels/,
      /based on NIH sources/,
      /An item without that line has not been reviewed yet/,
      /So far, \d+ of the \d+ medicines and supplements we list carry a pharmacist/,
    ],
  },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    facts: [
      'Last updated January 19, 2025',
      /Inactive accounts are deleted after 2 years/,
      /removed within 30 days\. In practice our app deletes it at once/,
      /at least 30 days before it takes effect/,
      /We answer privacy inquiries within 30 days/,
    ],
  },
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    facts: [/It is not medical advice/, /at least 18 years old/, /laws of the Commonwealth of Virginia/],
  },
  {
    path: '/contact',
    heading: 'Contact Us',
    facts: ['9 AM – 6 PM EST', '10 AM – 2 PM EST', 'Closed', 'within 48 hours', /call or text/],
  },
  { path: '/sitemap', heading: 'Sitemap', facts: ['Change frequency: Daily', 'Change frequency: Yearly'] },
];

async function expectStaticPage(page: Page, { path, heading, facts }: (typeof STATIC_PAGES)[number]) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const main = page.getByRole('main');
  for (const fact of facts) await expect(main.getByText(fact).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`\\| OTC Relief$`));
  await expectNoAxeViolations(page);
}

test('a visitor picks a supplement category, opens a card and goes back to the grid', async ({ page }) => {
  await openHydrated(page, '/vitamins-and-supplements');
  await expect(page.getByRole('heading', { level: 1, name: 'Vitamins & Supplements' })).toBeVisible();
  const vitamins = page.getByRole('button', { name: 'Vitamins', exact: true });
  await expect(vitamins).toBeVisible();
  await expectNoAxeViolations(page);

  const request = page.waitForRequest((r) => r.url().includes('/api/supplements/category/'));
  await vitamins.click();
  expect(new URL((await request).url()).searchParams.get('userId')).toBe('anonymous');
  await expect(page.getByRole('heading', { level: 2, name: 'Vitamins' })).toBeFocused();
  await expect(page).toHaveURL(/\?category=Vitamins$/);

  const first = page.getByRole('article').first();
  await expect(first.getByText('Strong Evidence')).toBeVisible();
  const toggle = first.getByRole('button', { name: /More details/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(first.getByRole('button', { name: /Hide details/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByText('Age group:')).toBeVisible();
  await expect(first.getByRole('link', { name: /^Source/ })).toHaveAttribute('target', '_blank');
  await expect(first.getByRole('link', { name: /(Buy|Find) on Amazon/ })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Back to categories' }).click();
  await expect(vitamins).toBeFocused();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page).toHaveURL(/\/vitamins-and-supplements$/);
});

test('a visitor sends a message through the contact form', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Missing information' })).toContainText(
    'Please fill in all fields before submitting.',
  );

  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('A question about supplements');
  await page.getByLabel('Message', { exact: true }).fill('Can I take vitamin D with my calcium?');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();

  expect((await response).status()).toBe(201);
  const toast = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
  await expect(toast).toContainText('within 24 hours');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expectNoAxeViolations(page);
});

for (const staticPage of STATIC_PAGES) {
  test(`${staticPage.path} states its key facts`, async ({ page }) => {
    await expectStaticPage(page, staticPage);
  });
}

test('a signed-in pregnant person sees the supplements not recommended for her, and every page passes axe', async ({
  page,
}) => {
  // Two axe scans and every static page: 33 s on desktop in a run beside other work on two cores.
  test.setTimeout(90_000);
  const { id } = await signUpThroughApi(page);
  await saveProfile(page.request, { gender: 'female', age: '30', isPregnant: true });

  const request = page.waitForRequest((r) => r.url().includes('/api/supplements/category/'));
  await page.goto(`/vitamins-and-supplements?${new URLSearchParams({ category: 'Stress & Mood' })}`);
  expect(new URL((await request).url()).searchParams.get('userId')).toBe(id);
  await expect(page.getByRole('heading', { level: 2, name: 'Stress & Mood' })).toBeVisible();
  await expect(page.getByText('Checked against your health profile.')).toBeVisible();
  const notRecommended = page.getByRole('region', { name: 'Not recommended for you' });
  const ashwagandha = notRecommended.getByRole('article', { name: 'Ashwagandha' });
  await expect(ashwagandha).toContainText('Why to avoid');
  await expect(ashwagandha).toContainText(/pregnan/i);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Back to categories' }).click();
  await expect(page.getByRole('button', { name: 'Vitamins', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  for (const staticPage of STATIC_PAGES) await expectStaticPage(page, staticPage);
});
