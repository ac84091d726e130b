import { expect, test } from '@playwright/test';
import { openHydrated } from './support/hydration';
import { expectNoAxeViolations } from './support/axe';

test('a fever in a baby under 3 months shows the warning and keeps the medicines hidden until asked', async ({
  page,
}) => {
  await openHydrated(page, '/');
  const box = page.getByRole('combobox', { name: 'Search symptoms or medicines' });
  await box.fill('my 6 week old baby has a fever');
  await box.press('Enter');

  await expect(page.getByRole('alert')).toContainText('baby under 3 months');
  const hidden = page.getByRole('region', { name: 'Medicines hidden' });
  await expect(hidden).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await hidden.getByRole('button', { name: 'Show medicines anyway' }).click();
  await expect(page.getByRole('heading', { name: /Recommended Medications \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // The warning stays above the list once it is shown.
  await expect(page.getByRole('alert')).toContainText('baby under 3 months');
});
