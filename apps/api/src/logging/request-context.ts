import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  id: string;
  /** The client's address (req.ip, so after TRUST_PROXY), read when asked. */
  clientIp?: () => string | undefined;
}

/** The request being served, for log lines written deep inside it (services, filters) without passing it down. */
const requestContext = new AsyncLocalStorage<RequestContext>();

export const runInRequest = <T>(id: string, work: () => T, clientIp?: () => string | undefined): T =>
  requestContext.run({ id, clientIp }, work);

/** The id of the request this code runs for, or undefined outside a request (start-up, jobs). */
export const currentRequestId = (): string | undefined => requestContext.getStore()?.id;

/** The address of the client whose request this code runs for (also in work it queued), or undefined. */
export const currentClientIp = (): string | undefined => requestContext.getStore()?.clientIp?.();
