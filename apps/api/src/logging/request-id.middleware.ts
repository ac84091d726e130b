import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { runInRequest } from './request-context.js';

const REQUEST_ID_HEADER = 'X-Request-Id';

// A proxy's id is kept so one request can be followed across it; anything else could forge or flood log lines.
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Gives every request an id, returns it in X-Request-Id, and runs the rest of the request under it. */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const id = requestIdFor(req.headers['x-request-id']);
  (req as Request & { id: string }).id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  runInRequest(id, next, () => req.ip);
}
