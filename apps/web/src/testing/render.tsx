import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/ui/toast';
import { RouterProvider } from 'react-router';
import { createTestRouter } from '../app/router';
import { makeStore } from '../app/store';

export function renderWithStore(ui: ReactElement) {
  return render(
    <Provider store={makeStore()}>
      <ToastProvider>{ui}</ToastProvider>
    </Provider>,
  );
}

export function renderRoute(path: string) {
  return render(
    <Provider store={makeStore()}>
      <ToastProvider>
        <RouterProvider router={createTestRouter(path)} />
      </ToastProvider>
    </Provider>,
  );
}
