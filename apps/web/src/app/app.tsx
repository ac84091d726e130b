import { useState } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/ui/toast';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { makeStore } from './store';

export function App() {
  const [store] = useState(makeStore);
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>
  );
}
