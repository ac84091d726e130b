import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/ui/toast';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import { createTestRouter } from '../app/router';
import { makeStore } from '../app/store';

export function renderWithStore(ui: ReactElement) {
  return render(
    <Provider store={makeStore()}>
      <ToastProvider>{ui}</ToastProvider>
    </Provider>,
  );
}

/** Renders a memory router with a fresh store and the toasts around it; returns the router to inspect. */
export function renderRouter<R extends ReturnType<typeof createMemoryRouter>>(router: R): R {
  render(
    <Provider store={makeStore()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return router;
}

export const renderRoute = (path: string) => renderRouter(createTestRouter(path));
