import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { saveProfile, signUpThroughApi } from './support/accounts';

// Screenshots for a person to look at: SHOTS_DIR=/tmp/shots-unrecognised
const shotsDir = process.env.SHOTS_DIR;

test('a person with a medicine the check does not know is told, above the results and on the profile', async ({
  page,
}, info) => {
  await signUpThroughApi(page);
  await saveProfile(page.request, {
    age: 45,
    allergies: ['penicillin'],
    currentMedications: [{ name: 'Coumadin 5 mg' }, { name: 'xyzzy' }],
  });

  await page.goto('/search?q=headache');
  const notice = page.getByText('We could not check: xyzzy (medicine)', { exact: true });
  await expect(notice).toBeVisible();
  // Coumadin is known: the results were checked against it.
  await expect(page.getByText(/We could not check:.*Coumadin/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Recommended Medications \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${info.project.name}-search-notice.png`, fullPage: true });

  await page.getByRole('link', { name: 'check the spelling in your profile' }).click();
  await expect(page).toHaveURL(/\/profile-setup$/);
  const medicines = page.getByRole('list', { name: 'Current medications' });
  await expect(medicines.getByRole('listitem').filter({ hasText: 'xyzzy' })).toContainText('not recognised');
  await expect(medicines.getByRole('listitem').filter({ hasText: 'Coumadin 5 mg' })).not.toContainText(
    'not recognised',
  );
  await expect(page.getByText('We could not check: xyzzy (medicine)', { exact: true })).toBeVisible();

  // The form offers the names the check knows as the person types.
  const name = page.getByRole('combobox', { name: 'Medication name' });
  await name.fill('lisinop');
  const listId = await name.getAttribute('list');
  await expect(page.locator(`datalist[id="${listId}"] option[value="Lisinopril"]`)).toHaveCount(1);
  await expectNoAxeViolations(page);
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${info.project.name}-profile-marks.png`, fullPage: true });
});
