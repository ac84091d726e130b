import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600">
        Nothing lives at <code className="rounded bg-slate-100 px-1">{pathname}</code>. Developers: add the route in
        apps/web/src/app/router.tsx.
      </p>
      <Link to={paths.home} className="mt-8 inline-block font-medium text-brand-700 underline">
        Go to the home page
      </Link>
    </div>
  );
}
