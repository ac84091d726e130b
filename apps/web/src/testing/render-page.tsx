import type { ReactElement } from 'react';
import { createMemoryRouter, useLocation } from 'react-router';
import { renderRouter } from './render';

/** Stands in for every other page, so a test can see where the page under test sent the person. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p>Landed on {pathname}</p>;
}

/** Renders one page at `path` (matching `pattern`) with the store, the toasts and a router around it. */
export function renderPage(path: string, pattern: string, page: ReactElement) {
  return renderRouter(
    createMemoryRouter(
      [
        { path: pattern, element: page },
        { path: '*', element: <Elsewhere /> },
      ],
      { initialEntries: [path] },
    ),
  );
}
