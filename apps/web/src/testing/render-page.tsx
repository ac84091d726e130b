import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { makeStore } from '../app/store';
import { ToastProvider } from '../components/ui/toast';

/** Stands in for every other page, so a test can see where the page under test sent the person. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p>Landed on {pathname}</p>;
}

/** Renders one page at `path` (matching `pattern`) with the store, the toasts and a router around it. */
export function renderPage(path: string, pattern: string, page: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
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
