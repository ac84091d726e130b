import { useConfirmPasswordResetMutation, useGetSessionQuery } from '@otc/api-contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { apiMessage, errorCode, statusOf } from '../../../lib/error-message';
import { GENERIC_ERROR, validateNewPassword } from '../auth-messages';
import { usePasswordProblem, weakPasswordBeforeSend } from '../hooks/use-password-problem';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/password-field';
import { FormMessage, PasswordProblem } from './fields';
import { paths } from '../../../lib/paths';

/** Chooses a new password with the code from the emailed link; then the person signs in again at /auth. */
export function ResetConfirmForm({ oobCode }: { oobCode: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<{ text: string; badLink: boolean } | null>(null);
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  // The API signs out every session; reading the session again lets /auth show its form.
  const { refetch: refetchSession } = useGetSessionQuery();
  const navigate = useNavigate();
  const toast = useToast();
  // The link does not say whose it is: the API also judges the password against the person's email and names.
  const weakPassword = usePasswordProblem(password, {}, true);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmPassword);
    const weak = problem ? null : await weakPasswordBeforeSend(password, {});
    if (problem || weak) {
      setError({ text: (problem ?? weak)!, badLink: false });
      return;
    }
    setError(null);
    const result = await confirmReset({ passwordResetConfirmDto: { oobCode, password } });
    if (result.error) {
      const message = apiMessage(result.error);
      const badLink = errorCode(result.error) === 'auth.invalid_code';
      setError({ text: statusOf(result.error) === 400 && message ? message : GENERIC_ERROR, badLink });
      return;
    }
    await refetchSession();
    toast({ title: 'Password updated', description: 'Please sign in with your new password.' });
    navigate(paths.auth, { replace: true });
  };

  return (
    <Card padding="xl">
      <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
      <p className="mt-2 text-slate-600">
        Use at least 6 characters that are hard to guess: a few unrelated words work well. You will be signed out
        everywhere and can then sign in with the new password.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-label="Choose a new password">
        {error && (
          <FormMessage tone="error">
            {error.text}
            {error.badLink && (
              <>
                {' '}
                <Link to={paths.resetPassword} className="font-semibold underline underline-offset-2">
                  Request a new link
                </Link>
              </>
            )}
          </FormMessage>
        )}
        <PasswordField
          id="new-password"
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          visible={visible}
          onToggleVisible={() => setVisible(!visible)}
          aria-describedby="new-password-problem"
        />
        <PasswordProblem id="new-password-problem" problem={weakPassword} />
        <PasswordField
          id="confirm-new-password"
          label="Confirm New Password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          visible={visible}
        />
        <Button type="submit" disabled={isLoading} className="w-full">
          {isLoading ? 'Saving...' : 'Update Password'}
        </Button>
      </form>
    </Card>
  );
}
