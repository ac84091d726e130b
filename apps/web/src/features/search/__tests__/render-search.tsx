import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore } from '../../../app/store';
import { ToastProvider } from '../../../components/ui/toast';

/** Renders a search screen at `path` in a memory router whose /auth shows a 'Sign in page' heading. */
export function renderInRouter(element: ReactElement, initialPath = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/search', element },
      { path: '/auth', element: <h1>Sign in page</h1> },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <Provider store={makeStore()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return router;
}
