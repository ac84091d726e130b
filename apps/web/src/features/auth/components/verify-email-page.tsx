import { useSearchParams } from 'react-router';
import { EmailVerification } from './email-verification';

/** /verify-email?mode=verifyEmail&oobCode=... (from the email), or without a code right after sign-up. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      {/* A new link restarts the page's state. */}
      <EmailVerification key={oobCode ?? ''} mode={params.get('mode')} oobCode={oobCode} />
    </div>
  );
}
