import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createTestRouter } from '../app/router';
import { makeStore } from '../app/store';

export function renderWithStore(ui: ReactElement) {
  return render(<Provider store={makeStore()}>{ui}</Provider>);
}

export function renderRoute(path: string) {
  return render(
    <Provider store={makeStore()}>
      <RouterProvider router={createTestRouter(path)} />
    </Provider>,
  );
}
