import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render';

it('shows visitors the landing page with search, sign-in link, pharmacies, why and how it works', async () => {
  renderRoute('/');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Relief Starts Here' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByPlaceholderText("What's bothering you today? (e.g. headache)")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute('href', '/auth');
  expect(screen.getByRole('region', { name: 'Nearby Pharmacies' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Why OTC Relief' })).toBeInTheDocument();

  const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
  expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
    'Step 1: Enter a symptom',
    'Step 2: View safe options',
    'Step 3: Get personalised results (optional)',
  ]);
  expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();
});

it('is honest about its sources and makes no pharmacist-review claim', async () => {
  renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: 'Relief Starts Here' }, { timeout: 5000 });
  expect(screen.getByText(/based on FDA Drug Facts labels and NIH sources/)).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/reviewed by pharmacists/i);
});
