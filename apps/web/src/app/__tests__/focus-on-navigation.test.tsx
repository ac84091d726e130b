import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderRoute } from '../../testing/render';

it('moves focus to the new page’s content after following a link, so Tab continues there', async () => {
  const user = userEvent.setup();
  renderRoute('/');
  const about = (await screen.findAllByRole('link', { name: 'About Us' }))[0]!;
  about.focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('heading', { level: 1, name: 'About OTC Relief' });
  await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
});

it('leaves focus alone on the first page shown', async () => {
  renderRoute('/about');
  await screen.findByRole('heading', { level: 1, name: 'About OTC Relief' });
  expect(screen.getByRole('main')).not.toHaveFocus();
});
