import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/toast';
import { AnalyticsContext, type Analytics } from '../analytics';
import { createTestRouter } from '../router';
import { makeStore } from '../store';

it('reports a page view on every route change, through the analytics port', async () => {
  const analytics: Analytics = { pageView: vi.fn() };
  render(
    <Provider store={makeStore()}>
      <AnalyticsContext.Provider value={analytics}>
        <ToastProvider>
          <RouterProvider router={createTestRouter('/')} />
        </ToastProvider>
      </AnalyticsContext.Provider>
    </Provider>,
  );
  expect(analytics.pageView).toHaveBeenCalledWith('/');
  await userEvent.setup().click(screen.getAllByRole('link', { name: 'About Us' })[0]!);
  expect(analytics.pageView).toHaveBeenLastCalledWith('/about');
});

it('loads no third-party script without VITE_ANALYTICS_ID', () => {
  expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
});
