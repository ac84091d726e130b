import { expect, test, type Page } from '@playwright/test';
import { saveProfile, signUpThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

/** Set SHOTS_DIR to keep screenshots of what the tests see (one per project and step). */
const shot = async (page: Page, name: string) => {
  if (!process.env.SHOTS_DIR) return;
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${test.info().project.name}-${name}.png` });
};

// A person allergic to ibuprofen with a headache: every NSAID is to be avoided (an allergy to one can mean a
// reaction to others), and each avoided card offers headache medicines judged safe for them instead.
test('an avoided card lists safer options for the same symptoms, each a link to its details', async ({ page }) => {
  await signUpThroughApi(page);
  await saveProfile(page.request, { age: 40, allergies: ['ibuprofen'] });
  await page.goto('/search?q=headache');
  const toggle = page.getByRole('button', { name: /^Medications to Avoid \(\d+\)$/ });
  await toggle.click();

  const advil = page.getByRole('article', { name: 'Advil', exact: true });
  await expect(advil.getByRole('heading', { name: 'Safer options for you' })).toBeVisible();
  const options = advil.getByRole('group', { name: 'Safer options for you' }).getByRole('link');
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  const names = await options.allTextContents();
  // No option is another NSAID, nor one of the medicines this answer says to avoid.
  for (const name of names) {
    expect(name).not.toMatch(/ibuprofen|naproxen|aspirin|advil|motrin|aleve/i);
    await expect(page.getByRole('article', { name, exact: true }).getByText('Avoid', { exact: true })).toHaveCount(0);
  }

  await expectNoAxeViolations(page);
  await advil.scrollIntoViewIfNeeded();
  await shot(page, 'safer-options-avoid-view');
  if (process.env.SHOTS_DIR)
    await advil.screenshot({ path: `${process.env.SHOTS_DIR}/${test.info().project.name}-safer-options-card.png` });

  // Following an option shows its card, judged safe, with its details.
  await options.first().click();
  const chosen = page.getByRole('article', { name: names[0]!, exact: true });
  await expect(chosen.getByRole('img', { name: 'Safe option' })).toBeVisible();
  await chosen.getByRole('button', { name: 'More Details' }).click();
  await expect(chosen.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await shot(page, 'safer-options-followed');
});
