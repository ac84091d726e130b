import { useRequestPasswordResetMutation } from '@otc/api-contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { apiMessage, statusOf } from '../../../lib/error-message';
import { GENERIC_ERROR } from '../auth-messages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { FormMessage } from './fields';
import { paths } from '../../../lib/paths';

/** Asks for a reset email. The answer never says whether the address has an account. */
export function ResetRequestForm() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError('Please enter your email address');
      return;
    }
    setError(null);
    setSentTo(null);
    const result = await requestReset({ passwordResetRequestDto: { email: address } });
    if (!result.error) setSentTo(address);
    else if (statusOf(result.error) === 400) setError('Invalid email address');
    else if (statusOf(result.error) === 429) setError(apiMessage(result.error) ?? GENERIC_ERROR);
    else setError(GENERIC_ERROR);
  };

  return (
    <Card padding="xl">
      <h1 className="text-2xl font-bold text-slate-900">Reset your password</h1>
      <p className="mt-2 text-slate-600">
        Enter the email you signed up with and we will send you a link to choose a new password.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-label="Reset your password">
        {error && <FormMessage tone="error">{error}</FormMessage>}
        {sentTo && (
          <FormMessage tone="info">
            If an account exists for <strong className="break-words">{sentTo}</strong>, we have sent it a link to reset
            the password. The link works once, for 1 hour.
          </FormMessage>
        )}
        <TextField
          id="reset-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={isLoading} className="w-full">
          {isLoading ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.auth} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Back to Sign In
        </Link>
      </p>
    </Card>
  );
}
