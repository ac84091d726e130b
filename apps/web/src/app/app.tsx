import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/ui/toast';
import { SessionHintContext, type SessionHint } from '../features/auth/session-hint';
import { AnalyticsContext, analyticsFromEnv, type Analytics } from './analytics';
import { createAppRouter } from './router';
import { makeStore, type AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  analytics: Analytics;
  sessionHint: SessionHint;
  children: ReactNode;
}

/** Everything around the router; the browser and the prerenderer share it so their markup matches. */
export function AppProviders({ store, analytics, sessionHint, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <AnalyticsContext.Provider value={analytics}>
        <SessionHintContext.Provider value={sessionHint}>
          <ToastProvider>{children}</ToastProvider>
        </SessionHintContext.Provider>
      </AnalyticsContext.Provider>
    </Provider>
  );
}

export function App({ sessionHint = null }: { sessionHint?: SessionHint }) {
  const [store] = useState(makeStore);
  const [router] = useState(createAppRouter);
  const [analytics] = useState(analyticsFromEnv);
  return (
    <AppProviders store={store} analytics={analytics} sessionHint={sessionHint}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
