import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Badge } from '../badge';
import { Card, cardClass } from '../card';

it('is a labelled region when it is a section with a heading', () => {
  render(
    <Card as="section" aria-labelledby="h">
      <h2 id="h">Export your data</h2>
    </Card>,
  );
  expect(screen.getByRole('region', { name: 'Export your data' })).toHaveClass('rounded-xl', 'bg-white', 'shadow-sm');
});

it('has a red border in the danger tone and roomier padding on request', () => {
  expect(cardClass({ tone: 'danger' })).toContain('border-red-200');
  expect(cardClass({ tone: 'danger' })).not.toContain('border-slate-200');
  expect(cardClass({ padding: 'xl' })).toContain('p-6 sm:p-8');
});

it('tells its tone in data-tone and its colours', () => {
  render(<Badge tone="green">Strong Evidence</Badge>);
  const badge = screen.getByText('Strong Evidence');
  expect(badge).toHaveAttribute('data-tone', 'green');
  expect(badge).toHaveClass('bg-green-100', 'text-green-800');
});
