import { Navigate, useInRouterContext } from 'react-router';
import { paths } from '../../../lib/paths';

/** Sends the browser to /auth (spec: after a 401, once the toast has had its 500 ms). */
export function AuthRedirect() {
  return useInRouterContext() ? <Navigate to={paths.auth} /> : null;
}
