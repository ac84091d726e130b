import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../../testing/render';
import { PharmacyCard } from '../components/pharmacy-card';

type Outcome = { coords: { latitude: number; longitude: number } } | { code: number };

function mockGeolocation(outcome: Outcome | 'missing') {
  const value =
    outcome === 'missing'
      ? undefined
      : {
          getCurrentPosition: vi.fn((ok: PositionCallback, fail: PositionErrorCallback) =>
            'coords' in outcome
              ? ok({ coords: outcome.coords } as GeolocationPosition)
              : fail({ code: outcome.code, message: 'no' } as GeolocationPositionError),
          ),
        };
  Object.defineProperty(navigator, 'geolocation', { value, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

const enable = async () => {
  renderWithStore(<PharmacyCard />);
  await userEvent.setup().click(screen.getByRole('button', { name: /Enable Location/ }));
};

it('shows three sample pharmacies within 2 miles with maps searches at the position', async () => {
  mockGeolocation({ coords: { latitude: 38.9, longitude: -77.03 } });
  await enable();

  expect(await screen.findByText('Location enabled')).toBeInTheDocument();
  expect(screen.getByText('Now showing pharmacies near you')).toBeInTheDocument();
  expect(screen.getByText('Within 2 miles')).toBeInTheDocument();
  const items = within(screen.getByRole('region', { name: 'Nearby Pharmacies' })).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByText(/miles$/).textContent)).toEqual([
    '0.5 miles',
    '0.8 miles',
    '1.2 miles',
  ]);
  const link = within(items[0]!).getByRole('link', { name: /Open in Maps: CVS/ });
  expect(link).toHaveAttribute('href', 'https://www.google.com/maps/search/CVS%20near%20me/@38.9,-77.03,15z');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText(/sample pharmacies/)).toBeInTheDocument();
});

it('explains a denied permission and falls back to searches without location', async () => {
  mockGeolocation({ code: 1 });
  await enable();
  expect(await screen.findByText('Location access denied')).toBeInTheDocument();
  expect(screen.getByText('Please enable location access to find nearby pharmacies')).toBeInTheDocument();
  expect(screen.queryByText('Within 2 miles')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Open in Maps: Walgreens/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/Walgreens%20pharmacy',
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('uses the default pharmacy search when the position cannot be found', async () => {
  mockGeolocation({ code: 2 });
  await enable();
  expect(await screen.findByText('Location Error')).toBeInTheDocument();
  expect(screen.getByText('Unable to get your location. Using default pharmacy search.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Open in Maps: Rite Aid/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/Rite%20Aid%20pharmacy',
  );
});

it('says when the browser has no location services', async () => {
  mockGeolocation('missing');
  await enable();
  expect(await screen.findByText('Location not supported')).toBeInTheDocument();
  expect(screen.getByText("Your browser doesn't support location services")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
