import type { Session } from '../domain/session.js';

/** Who is asking, taken from the session cookie by SessionMiddleware; absent for anonymous requests. */
export type RequestAuth = Session;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: RequestAuth;
    }
  }
}
