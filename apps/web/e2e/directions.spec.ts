import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { saveProfile, signUpThroughApi } from './support/accounts';

// Screenshots for a person to look at: SHOTS_DIR=/tmp/shots-directions
const shotsDir = process.env.SHOTS_DIR;
const MOTRIN = "Children's Motrin";

test('a signed-in person with an age sees the label’s directions for that age on the card', async ({ page }, info) => {
  await signUpThroughApi(page);
  await saveProfile(page.request, { age: 4 });

  await page.goto(`/search?q=${encodeURIComponent(MOTRIN)}`);
  const card = page.getByRole('article', { name: MOTRIN });
  const mine = card.getByRole('group', { name: 'Directions for you (age 4)' });
  await expect(mine).toBeVisible();
  // Children's Motrin's chart: 4 to 5 years (36 to 47 lb), 7.5 mL.
  await expect(mine).toContainText('7.5 mL');
  await expect(mine).toContainText('For a weight of 36 to 47 lb');
  await expect(card.getByRole('group', { name: 'Directions by age' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  if (shotsDir) await card.screenshot({ path: `${shotsDir}/${info.project.name}-age-4.png` });
});

test('signed out, the card shows the label’s table by age', async ({ page }, info) => {
  await page.goto(`/search?q=${encodeURIComponent(MOTRIN)}`);
  const card = page.getByRole('article', { name: MOTRIN });
  const table = card.getByRole('group', { name: 'Directions by age' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Under 2 years/ })).toContainText('Ask a doctor');
  await expect(table.getByRole('row', { name: /^4 to 5 years/ })).toContainText('7.5 mL');
  await expect(card.getByText(/Directions for you/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  if (shotsDir) await card.screenshot({ path: `${shotsDir}/${info.project.name}-signed-out.png` });
});
