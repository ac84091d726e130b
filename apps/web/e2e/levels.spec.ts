import { expect, test, type Page } from '@playwright/test';
import { saveProfile, signUpThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

/** Set SHOTS_DIR to keep screenshots of what the tests see (one per project and step). */
const shot = async (page: Page, name: string) => {
  if (!process.env.SHOTS_DIR) return;
  const project = test.info().project.name;
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${project}-${name}.png`, fullPage: true });
};

// A pregnant woman with high blood pressure and a headache. From the labels the content cites: NSAIDs are not
// to be used in pregnancy unless a doctor says so (Advil: do not use); a decongestant asks a doctor first with
// high blood pressure (DayQuil: ask first); acetaminophen stays safe, with the label's pregnancy statement.
test('a signed-in search shows each avoid level with what to do, and a safe card with its cautions', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await saveProfile(page.request, {
    age: 34,
    gender: 'female',
    isPregnant: true,
    medicalConditions: ['high blood pressure'],
  });
  await page.goto('/search?q=headache');
  const toggle = page.getByRole('button', { name: /^Medications to Avoid \(\d+\)$/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const advil = page.getByRole('article', { name: 'Advil', exact: true });
  await expect(advil.getByText('Avoid', { exact: true })).toBeVisible();
  await expect(advil.getByText('Do not use', { exact: true })).toBeVisible();
  await expect(advil.getByRole('heading', { name: 'Why to avoid' })).toBeVisible();
  const pregnancy = advil.getByRole('listitem').filter({ hasText: /20 weeks of pregnancy/ });
  await expect(pregnancy).toContainText('What to do: Do not use it.');
  await expect(pregnancy.getByRole('link', { name: /^Source: / })).toHaveAttribute('href', /^https:\/\//);

  // A symptom search lists DayQuil's formulation once, under one of its names (a store brand may come first).
  const dayquil = page.getByRole('article', {
    name: /^(Vicks DayQuil Cold & Flu|CVS Health Daytime Cold & Flu Relief)$/,
  });
  await expect(dayquil.getByText('Ask a pharmacist first', { exact: true })).toBeVisible();
  await expect(dayquil.getByText('Do not use', { exact: true })).toHaveCount(0);
  await expect(dayquil.getByRole('listitem').first()).toContainText('What to do: Ask a pharmacist or your doctor');

  const acetaminophen = page.getByRole('article', { name: 'Acetaminophen 500 mg', exact: true });
  await expect(acetaminophen.getByRole('img', { name: 'Safe option' })).toBeVisible();
  await expect(acetaminophen.getByRole('heading', { name: 'Good to know' })).toBeVisible();
  await expect(acetaminophen.getByRole('listitem').first()).toContainText(/pregnant or breast-feeding/i);
  await expect(acetaminophen.getByText(/Do not use|Ask a pharmacist first/)).toHaveCount(0);

  await expectNoAxeViolations(page);
  await shot(page, 'levels-search');
  if (process.env.SHOTS_DIR) {
    // What a person sees on screen: the first safe card, then the first cards to avoid.
    const project = test.info().project.name;
    await acetaminophen.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${project}-levels-safe-view.png` });
    await advil.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${project}-levels-avoid-view.png` });
  }
  for (const [name, card] of [
    ['levels-do-not-use-card', advil],
    ['levels-ask-first-card', dayquil],
    ['levels-safe-caution-card', acetaminophen],
  ] as const)
    if (process.env.SHOTS_DIR)
      await card.screenshot({ path: `${process.env.SHOTS_DIR}/${test.info().project.name}-${name}.png` });
});
