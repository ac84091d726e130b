import { useState } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/ui/toast';
import { AnalyticsContext, analyticsFromEnv } from './analytics';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { makeStore } from './store';

export function App() {
  const [store] = useState(makeStore);
  const [router] = useState(createAppRouter);
  const [analytics] = useState(analyticsFromEnv);
  return (
    <Provider store={store}>
      <AnalyticsContext.Provider value={analytics}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AnalyticsContext.Provider>
    </Provider>
  );
}
