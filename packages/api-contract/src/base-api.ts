import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

let configuredBaseUrl: string | null = null;

/** Third-party clients point the contract at their API host; the web client uses its own origin. */
export function setApiBaseUrl(url: string): void {
  configuredBaseUrl = url.replace(/\/$/, '');
}

const baseUrl = () => configuredBaseUrl ?? globalThis.location?.origin ?? '';

// Every request carries the session cookie (spec section 7: all requests include credentials).
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) =>
  fetchBaseQuery({ baseUrl: baseUrl(), credentials: 'include' })(args, api, extraOptions);

/** Empty on purpose: endpoints.gen.ts injects every endpoint from openapi.yaml. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
