import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { renderRouter } from '../../../testing/render';

/** Renders a search screen at `path` in a memory router whose /auth shows a 'Sign in page' heading. */
export function renderInRouter(element: ReactElement, initialPath = '/') {
  return renderRouter(
    createMemoryRouter(
      [
        { path: '/', element },
        { path: '/search', element },
        { path: '/auth', element: <h1>Sign in page</h1> },
      ],
      { initialEntries: [initialPath] },
    ),
  );
}
