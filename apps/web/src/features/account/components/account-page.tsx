import { Link } from 'react-router';
import { useAccountExport } from '../account-data';
import { DeleteAccount } from './delete-account';
import { ExportData } from './export-data';
import { paths } from '../../../lib/paths';

/** /account (signed in; the avatar menu's 'Account & data'): export the data or delete the account. */
export function AccountPage({ email }: { email: string }) {
  const { summary, refetch } = useAccountExport();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Account &amp; data</h1>
      <p className="mt-2 text-slate-700">
        Signed in as <strong className="break-words">{email}</strong>. Your health details are on your{' '}
        <Link to={paths.profileSetup} className="font-medium text-brand-700 underline underline-offset-2">
          profile
        </Link>
        .
      </p>
      <div className="mt-8 space-y-6">
        <ExportData fetchExport={() => refetch()} />
        <DeleteAccount email={email} summary={summary} />
      </div>
    </div>
  );
}
