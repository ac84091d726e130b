export { baseApi, setApiBaseUrl } from './base-api.js';
export * from './endpoints.gen.js';
