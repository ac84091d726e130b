import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { openHydrated } from './support/hydration';
import { tabTo } from './support/keyboard';

// Everything below is done with the keyboard alone: Tab to reach, type, Enter/Space to act.
test.describe('keyboard only, at 1280 px', { tag: '@desktop' }, () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a person signs up, fills in the profile, searches and signs out without a mouse', async ({ page }) => {
    await openHydrated(page, '/');
    await tabTo(page, page.getByRole('link', { name: 'Sign In', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await tabTo(page, page.getByLabel('Email'), { back: true });
    await page.keyboard.type(uniqueEmail('keys'));
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('keyboard-secret-1');
    await tabTo(page, page.getByLabel('Confirm Password'));
    await page.keyboard.type('keyboard-secret-1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile-setup$/);

    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await tabTo(page, page.getByLabel('First name'));
    await page.keyboard.type('Kay');
    await tabTo(page, page.getByLabel('Age', { exact: true }));
    await page.keyboard.type('47');
    await tabTo(page, page.getByLabel('Gender'));
    await page.getByLabel('Gender').press('f');
    await expect(page.getByLabel('Gender')).toHaveValue('female');
    await tabTo(page, page.getByRole('combobox', { name: 'Medical conditions' }));
    await page.keyboard.type('high blood pressure');
    await tabTo(page, page.getByRole('button', { name: 'Add condition' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Medical conditions' })).toContainText('high blood pressure');
    await tabTo(page, page.getByRole('checkbox', { name: /I have read the Privacy Policy/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Save Profile' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Kay!' })).toBeVisible();

    await tabTo(page, page.getByRole('combobox', { name: 'Search symptoms or medicines' }));
    await page.keyboard.type('stuffy nose');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Medications to Avoid \(\d+\)$/ })).toBeVisible();
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: /high blood pressure/i })
        .first()
        .getByRole('heading', {
          name: 'Why to avoid',
        }),
    ).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Account menu' }), { back: true });
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('menuitem', { name: 'Sign Out' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('a visitor opens a supplement category and goes back to the grid with the keyboard', async ({ page }) => {
    await openHydrated(page, '/vitamins-and-supplements');
    const firstCategory = page.getByRole('main').getByRole('button').first();
    await tabTo(page, firstCategory);
    const name = (await firstCategory.innerText()).split('\n')[0]!.trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/category=/);
    // Focus moves to the category's heading; the back button is just before it.
    await tabTo(page, page.getByRole('button', { name: 'Back to categories' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('button').filter({ hasText: name })).toBeVisible();
  });
});
