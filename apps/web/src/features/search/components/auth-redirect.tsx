import { Navigate, useInRouterContext } from 'react-router';

/** Sends the browser to /auth (spec: after a 401, once the toast has had its 500 ms). */
export function AuthRedirect() {
  return useInRouterContext() ? <Navigate to="/auth" /> : null;
}
