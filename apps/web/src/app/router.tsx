import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';

// react-router matches paths case-insensitively by default (caseSensitive: false), as the spec asks.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export const createTestRouter = (initialPath = '/') => createMemoryRouter(routes, { initialEntries: [initialPath] });
