import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// Aspirin is not for children (Reye's syndrome, on every aspirin label): when the words name a child, the
// answer is judged for the child, says so, and the person can take it back if it was read wrongly.
test('"my kid has a fever of 101" is judged for a child, shown as a chip that can be removed', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('my kid has a fever of 101')}`);
  const chips = page.getByRole('region', { name: 'Taking into account' });
  await expect(chips.getByText('child', { exact: true })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Remove child' })).toBeVisible();

  const recommended = page.locator('section', { has: page.getByRole('heading', { name: /^Recommended Medications/ }) });
  const aspirinCards = recommended.getByRole('article').filter({ hasText: /aspirin/i });
  await expect(recommended.getByRole('article').first()).toBeVisible();
  await expect(aspirinCards).toHaveCount(0);
  await expectNoAxeViolations(page);

  await chips.getByRole('button', { name: 'Remove child' }).click();
  await expect(page.getByRole('region', { name: 'Taking into account' })).toHaveCount(0);
  // Judged for an adult again, aspirin is back among the recommended.
  await expect(aspirinCards.first()).toBeVisible();
});
