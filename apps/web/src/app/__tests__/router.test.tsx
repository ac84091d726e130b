import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoute } from '../../testing/render';

it('shows the landing page at /', async () => {
  renderRoute('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Relief Starts Here' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText("What's bothering you today? (e.g. headache)")).toBeInTheDocument();
});

it('shows the not-found screen with a developer hint for an unknown path', async () => {
  renderRoute('/no/such/page');
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText(/router\.tsx/)).toBeInTheDocument();
});
