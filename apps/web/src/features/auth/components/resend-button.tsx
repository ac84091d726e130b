import { useResendVerificationEmailMutation } from '@otc/api-contract';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { apiMessage, errorCode } from '../../../lib/error-message';
import { retryAfterOf } from '../auth-messages';
import { useCooldown } from '../hooks/use-cooldown';
import { paths } from '../../../lib/paths';

/** Spec section 9: another verification email may be asked for once a minute. */
const RESEND_COOLDOWN_SECONDS = 60;

/** Sends another verification email; the button counts down the cooldown (the API's when it gives one). */
export function ResendButton({ className }: { className?: string }) {
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
    // Already verified (409): the address was verified meanwhile (in another tab, say); nothing left to do here.
    if (errorCode(result.error) === 'auth.already_verified') {
      navigate(paths.profileSetup, { replace: true });
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
    <Button onClick={onResend} disabled={waiting || isLoading} disabledLook="grey" className={className}>
      {waiting ? `Resend in ${secondsLeft}s` : isLoading ? 'Sending...' : 'Resend Verification Email'}
    </Button>
  );
}
