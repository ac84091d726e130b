import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router';
import { useSession } from '../features/auth/use-session';
import { AppLayout } from './layout/app-layout';
import HomeRoute from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { paths } from '../lib/paths';

// Every page but the shell is its own chunk: the first load carries only what / needs.
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<p className="p-8 text-center text-slate-500">Loading…</p>}>
      <Page />
    </Suspense>
  );
};

/** /profile-setup and /account: a signed-out visitor is sent to /auth (spec section 2). */
function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <p className="p-8 text-center text-slate-500">Loading…</p>;
  return status === 'signed-in' ? children : <Navigate to={paths.auth} replace />;
}

// react-router matches paths case-insensitively unless a route sets caseSensitive, as the spec asks.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // The landing page is in the first chunk: most visits start there, and a second round trip would delay it.
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.auth, element: page(() => import('./routes/auth')) },
      { path: paths.verifyEmail, element: page(() => import('./routes/verify-email')) },
      { path: paths.resetPassword, element: page(() => import('./routes/reset-password')) },
      { path: paths.search, element: page(() => import('./routes/search')) },
      { path: paths.supplements, element: page(() => import('./routes/vitamins-and-supplements')) },
      { path: paths.about, element: page(() => import('./routes/about')) },
      { path: paths.privacyPolicy, element: page(() => import('./routes/privacy-policy')) },
      { path: paths.termsOfService, element: page(() => import('./routes/terms-of-service')) },
      { path: paths.contact, element: page(() => import('./routes/contact')) },
      { path: paths.sitemap, element: page(() => import('./routes/sitemap')) },
      {
        path: paths.profileSetup,
        element: <RequireSignedIn>{page(() => import('./routes/profile-setup'))}</RequireSignedIn>,
      },
      { path: paths.account, element: <RequireSignedIn>{page(() => import('./routes/account'))}</RequireSignedIn> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export const createTestRouter = (initialPath = '/') => createMemoryRouter(routes, { initialEntries: [initialPath] });
