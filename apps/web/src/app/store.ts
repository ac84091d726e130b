import { baseApi } from '@otc/api-contract';
// Adds tags and cache lifetimes to the generated endpoints before any hook runs.
import '../lib/api';
import { configureStore } from '@reduxjs/toolkit';

export function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
