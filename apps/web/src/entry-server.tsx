// Build-time prerendering of the public pages as a signed-out visitor sees them (scripts/prerender.mjs).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { noAnalytics } from './app/analytics';
import { routes } from './app/router';
import { makeStore } from './app/store';

/** The page's markup for #root, with every lazy route loaded (prerender waits for Suspense). */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected; only plain pages can be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders store={makeStore()} analytics={noAnalytics} sessionHint="signed-out">
        {/* hydrate={false}: no inline data script, which the Content-Security-Policy would refuse. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The inline script that keeps clicks made before the app has hydrated (app/early-clicks-recorder.ts). */
export { earlyClicksScript } from './app/early-clicks-recorder';
