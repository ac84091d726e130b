import { useGetProfileQuery } from '@otc/api-contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { buttonClass } from '../../../components/ui/button';
import { cardClass } from '../../../components/ui/card';

/** Personal home: whether the health profile is complete (profileComplete; no profile yet means Incomplete). */
export function ProfileStatusCard({ userId }: { userId: string }) {
  const { data, isLoading } = useGetProfileQuery({ uid: userId });
  const complete = data?.profileComplete === true;
  return (
    <section aria-labelledby="profile-status-heading" className={cardClass({ className: 'flex flex-col' })}>
      <h2 id="profile-status-heading" className="text-lg font-semibold text-slate-900">
        Profile Status
      </h2>
      {isLoading ? (
        <p className="mt-3 text-slate-600">Loading…</p>
      ) : (
        <>
          <p className="mt-3">
            <span
              className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${
                complete ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
              }`}
            >
              {complete ? 'Complete' : 'Incomplete'}
            </span>
          </p>
          <p className="mt-3 flex-1 text-sm text-slate-600">
            {complete
              ? 'Your search results are checked against your health profile.'
              : 'Add your allergies, conditions and medicines to get results checked for you.'}
          </p>
        </>
      )}
      <Link
        to={paths.profileSetup}
        className={buttonClass({ variant: 'secondary', size: 'sm', className: 'mt-4 text-center' })}
      >
        {complete ? 'Update Profile' : 'Complete Profile'}
      </Link>
    </section>
  );
}
