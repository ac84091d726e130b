import { useResendVerificationEmailMutation } from '@otc/api-contract';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { apiMessage, errorCode } from '../../../lib/error-message';
import { retryAfterOf } from '../auth-messages';
import { useCooldown } from '../hooks/use-cooldown';

/** Spec section 9: another verification email may be asked for once a minute. */
const RESEND_COOLDOWN_SECONDS = 60;

/** Sends another verification email; the button counts down the cooldown (the API's when it gives one). */
export function ResendButton({ className = '' }: { className?: string }) {
  const [resend, { isLoading }] = useResendVerificationEmailMutation();
  const { secondsLeft, start } = useCooldown();
  const toast = useToast();
  const navigate = useNavigate();

  const onResend = async () => {
    const result = await resend();
    if (!result.error) {
      start(RESEND_COOLDOWN_SECONDS);
      toast({ title: 'Verification email sent', description: 'Check your inbox for the new link.' });
      return;
    }
    // 409: the address was verified meanwhile (in another tab, say); nothing left to do here.
    if (errorCode(result.error) === 'auth.already_verified') {
      navigate('/profile-setup', { replace: true });
      return;
    }
    const wait = retryAfterOf(result.error);
    if (wait) start(wait);
    toast({
      title: 'Failed to send email',
      description: apiMessage(result.error) ?? 'Please try again.',
      variant: 'destructive',
    });
  };

  const waiting = secondsLeft > 0;
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={waiting || isLoading}
      className={`rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:bg-slate-200 disabled:text-slate-700 ${className}`}
    >
      {waiting ? `Resend in ${secondsLeft}s` : isLoading ? 'Sending...' : 'Resend Verification Email'}
    </button>
  );
}
