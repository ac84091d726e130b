import { baseApi } from '@otc/api-contract';
// Adds tags and cache lifetimes to the generated endpoints before any hook runs.
import '../lib/api';
import { configureStore } from '@reduxjs/toolkit';
import { sessionEndedMiddleware, sessionSlice } from '../lib/session-ended';

export function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, [sessionSlice.reducerPath]: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, sessionEndedMiddleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
