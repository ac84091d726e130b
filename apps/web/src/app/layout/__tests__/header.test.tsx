import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { initialOf } from '../../../features/auth/use-session';
import { renderRoute } from '../../../testing/render';
import { server } from '../../../testing/server';

const signedIn = (user: Record<string, unknown>) =>
  server.use(
    http.get('*/api/auth/session', () =>
      HttpResponse.json({
        user: {
          id: 'u1',
          email: 'sam@example.com',
          emailVerified: true,
          firstName: null,
          lastName: null,
          photoUrl: null,
          ...user,
        },
      }),
    ),
  );

describe('header', () => {
  it('shows Sign In to a visitor, and an avatar menu with Profile and Sign Out when signed in', async () => {
    renderRoute('/about');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('signs out with the spec toast', async () => {
    signedIn({ firstName: 'Grace' });
    let signedOut = false;
    server.use(
      http.post('*/api/auth/sign-out', () => {
        signedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute('/about');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile-setup');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(screen.getByText("You've been logged out of your account.")).toBeInTheDocument();
    expect(signedOut).toBe(true);
  });

  it('opens a side drawer with the four links', async () => {
    renderRoute('/about');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['OTC Medications', 'Vitamins & Supplements', 'About', 'Contact']);
  });
});

describe('the avatar initial', () => {
  it('comes from the first name, else the last name, else the email, else U', () => {
    expect(initialOf({ firstName: 'grace', lastName: 'Hopper', email: 'g@x.com' })).toBe('G');
    expect(initialOf({ firstName: null, lastName: 'hopper', email: 'g@x.com' })).toBe('H');
    expect(initialOf({ firstName: null, lastName: null, email: 'zed@x.com' })).toBe('Z');
    expect(initialOf(null)).toBe('U');
  });
});

it('matches paths case-insensitively', async () => {
  renderRoute('/ABOUT');
  expect(await screen.findByRole('heading', { level: 1, name: /About/ })).toBeInTheDocument();
});
