import { AsyncLocalStorage } from 'node:async_hooks';

/** The request being served, for log lines written deep inside it (services, filters) without passing it down. */
const requestContext = new AsyncLocalStorage<{ id: string }>();

export const runInRequest = <T>(id: string, work: () => T): T => requestContext.run({ id }, work);

/** The id of the request this code runs for, or undefined outside a request (start-up, jobs). */
export const currentRequestId = (): string | undefined => requestContext.getStore()?.id;
