import { useSearchParams } from 'react-router';
import { ResetConfirmForm } from './reset-confirm-form';
import { ResetRequestForm } from './reset-request-form';

/** /reset-password asks for a link; /reset-password?mode=resetPassword&oobCode=... (from the email) sets the password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  const mode = params.get('mode');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      {oobCode && (mode === null || mode === 'resetPassword') ? (
        <ResetConfirmForm key={oobCode} oobCode={oobCode} />
      ) : (
        <ResetRequestForm />
      )}
    </div>
  );
}
