import { useGetProfileQuery } from '@otc/api-contract';
import { errorMessage, statusOf } from '../../../lib/error-message';
import { initialValues, type ProfileOwner } from '../hooks/profile-form-rules';
import { ProfileForm } from './profile-form';
import { Button } from '../../../components/ui/button';

/** /profile-setup: loads the saved profile (404 means none yet) and shows the form. */
export function ProfileSetupPage({ owner }: { owner: ProfileOwner | null }) {
  const { data, error, isLoading, refetch } = useGetProfileQuery({ uid: owner?.id ?? '' }, { skip: !owner });
  const isNew = statusOf(error) === 404;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your Health Profile</h1>
      <p className="mt-2 text-slate-600">
        Tell us about your health and we will flag the medicines that may not be right for you. Every field is optional;
        only the privacy consent is needed to save.
      </p>
      <div className="mt-8">
        {isLoading ? (
          <p role="status" className="text-slate-600">
            Loading your profile…
          </p>
        ) : error && !isNew ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">Failed to fetch profile</p>
            <p className="mt-1 text-sm">{errorMessage(error)}</p>
            <Button variant="danger-outline" size="sm" className="mt-3" onClick={() => refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ProfileForm owner={owner} initial={initialValues(data ?? null, owner)} unrecognised={data?.unrecognised} />
        )}
      </div>
    </div>
  );
}
