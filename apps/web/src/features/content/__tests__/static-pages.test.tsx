import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render';

const main = () => within(screen.getByRole('main'));

describe('static pages', () => {
  it('lists the six pages of the sitemap in the groups Main, Info and Legal, with change frequencies', async () => {
    renderRoute('/sitemap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();

    const group = (name: string) => within(screen.getByRole('region', { name }));
    const links = (name: string) =>
      group(name)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(links('Main')).toEqual(['/', '/vitamins-and-supplements']);
    expect(links('Info')).toEqual(['/about', '/contact']);
    expect(links('Legal')).toEqual(['/privacy-policy', '/terms-of-service']);
    expect(group('Main').getByText('Change frequency: Daily')).toBeInTheDocument();
    expect(group('Legal').getAllByText('Change frequency: Yearly')).toHaveLength(2);
  });

  it('explains on /about how safe and avoid are decided, claiming pharmacist review only item by item', async () => {
    renderRoute('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About OTC Relief' })).toBeInTheDocument();
    expect(main().getByText(/based on the FDA Drug Facts labels/)).toBeInTheDocument();
    expect(main().getByText(/based on NIH sources/)).toBeInTheDocument();
    expect(main().getByText(/An item without that line has not been reviewed yet/)).toBeInTheDocument();
    // The figure is the API's count of current sign-offs.
    expect(await main().findByText(/So far, 3 of the 40 medicines and supplements we list carry/)).toBeInTheDocument();
    expect(main().queryByText(/reviewed by pharmacists/i)).not.toBeInTheDocument();
  });

  it('states the privacy periods and dates', async () => {
    renderRoute('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(main().getByText('Last updated January 19, 2025')).toBeInTheDocument();
    expect(main().getByText(/Inactive accounts are deleted after 2 years/)).toBeInTheDocument();
    expect(
      main().getByText(/your data is removed within 30 days\. In practice our app deletes it at once/),
    ).toBeInTheDocument();
    expect(main().getByText(/at least 30 days before it takes effect/)).toBeInTheDocument();
    expect(main().getByText(/We answer privacy inquiries within 30 days/)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Account page' })).toHaveAttribute('href', '/account');
  });

  it('states on the terms page that the service is informational, the 18-or-guardian rule and Virginia law', async () => {
    renderRoute('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(main().getByText(/It is not medical advice/)).toBeInTheDocument();
    expect(main().getByText(/at least 18 years old .* parent or legal guardian/)).toBeInTheDocument();
    expect(main().getByText(/laws of the Commonwealth of Virginia/)).toBeInTheDocument();
  });
});
