import { useDeleteAccountMutation } from '@otc/api-contract';
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { forgetSession } from '../../../lib/api';
import { useToast } from '../../../components/ui/toast';
import { apiMessage, errorCode } from '../../../lib/error-message';
import type { AccountSummary } from '../account-data';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';

const GOOGLE_SIGN_IN_URL = '/api/auth/google';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface DeleteAccountProps {
  email: string;
  summary: AccountSummary | null;
}

/** Deletes the account and everything in it at once, after the person proves it is them. */
export function DeleteAccount({ email, summary }: DeleteAccountProps) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const toast = useToast();
  // Until the export says otherwise, assume a password account (the usual case).
  const googleOnly = !!summary && summary.signInMethods.length > 0 && !summary.signInMethods.includes('password');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!googleOnly && !password) {
      setError('Please enter your password');
      return;
    }
    setError(null);
    const result = await deleteAccount({ deleteAccountDto: googleOnly ? {} : { password } });
    if (result.error) {
      setError(
        errorCode(result.error) === 'auth.password_confirmation_required' && !googleOnly
          ? 'That password is not correct.'
          : (apiMessage(result.error) ?? 'An error occurred. Please try again.'),
      );
      return;
    }
    toast({ title: 'Account deleted', description: 'Your account and all its data have been removed.' });
    navigate(paths.home, { replace: true });
    dispatch(forgetSession());
  };

  return (
    <Card as="section" tone="danger" padding="lg" aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
        Delete your account
      </h2>
      <p className="mt-2 text-slate-700">Deleting your account removes, at once and for good:</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
        <li>
          your account and sign-in details (<span className="break-words">{email}</span>)
        </li>
        <li>
          your health profile: age, gender, allergies, conditions, current medications, pregnancy and breastfeeding
        </li>
        <li>your search history{summary ? ` (${plural(summary.searchCount, 'search', 'searches')})` : ''}</li>
        <li>
          the messages you sent through the contact form
          {summary ? ` (${plural(summary.messageCount, 'message', 'messages')})` : ''}
        </li>
      </ul>
      <p className="mt-3 text-slate-700">
        You are signed out on every device. This cannot be undone, so download your data first if you want a copy. You
        can create a new account with the same email later.
      </p>

      {!open ? (
        <Button variant="danger-outline" className="mt-4" onClick={() => setOpen(true)}>
          Delete My Account
        </Button>
      ) : (
        <ConfirmDeletion
          googleOnly={googleOnly}
          error={error}
          password={password}
          onPasswordChange={setPassword}
          busy={isLoading}
          onSubmit={onSubmit}
          onCancel={() => {
            setOpen(false);
            setPassword('');
            setError(null);
          }}
        />
      )}
    </Card>
  );
}

interface ConfirmDeletionProps {
  googleOnly: boolean;
  error: string | null;
  password: string;
  onPasswordChange: (password: string) => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}

/** The second step: the password (or a fresh Google sign-in) confirms it is the person. */
function ConfirmDeletion({
  googleOnly,
  error,
  password,
  onPasswordChange,
  busy,
  onSubmit,
  onCancel,
}: ConfirmDeletionProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Confirm account deletion" className="mt-4 space-y-4">
      {error && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {error}
        </div>
      )}
      {googleOnly ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          You sign in with Google. To confirm it is you,{' '}
          <a href={GOOGLE_SIGN_IN_URL} className="font-semibold text-brand-700 underline underline-offset-2">
            sign in with Google again
          </a>
          , then come back to Account &amp; data and delete within 10 minutes.
        </p>
      ) : (
        <TextField
          id="delete-password"
          label="Enter your password to confirm"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
          inputClassName="max-w-sm"
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="danger" size="bare" className="px-3 py-2.5 sm:px-4" type="submit" disabled={busy}>
          {busy ? 'Deleting...' : 'Delete Account Permanently'}
        </Button>
        <Button variant="neutral" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
