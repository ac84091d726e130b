import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render';

it('shows the contact page with its hours, response promises and the emergency notice', async () => {
  renderRoute('/contact');
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  const hours = within(screen.getByRole('region', { name: 'Support hours' }));
  expect(hours.getByText('9 AM – 6 PM EST')).toBeInTheDocument();
  expect(hours.getByText('10 AM – 2 PM EST')).toBeInTheDocument();
  expect(hours.getByText('Closed')).toBeInTheDocument();
  const promises = within(screen.getByRole('region', { name: 'Response times' }));
  expect(promises.getAllByText('within 24 hours')).toHaveLength(2);
  expect(promises.getByText('within 48 hours')).toBeInTheDocument();
  const emergency = within(screen.getByRole('region', { name: 'Medical emergency?' }));
  expect(emergency.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
  expect(emergency.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
});
