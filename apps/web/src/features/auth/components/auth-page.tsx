import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { GOOGLE_FAILED } from '../auth-messages';
import { useSession } from '../use-session';
import { AuthForm } from './auth-form';
import { paths } from '../../../lib/paths';

/**
 * /auth: sign in or create an account; then / after sign-in and /profile-setup after sign-up. A visitor who is
 * already signed in is sent to /. ?error=google is the API's Google callback failing.
 */
export function AuthPage() {
  const { status } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Set once this page sends credentials: from then on the page itself decides where to go.
  const [submitted, setSubmitted] = useState(false);

  if (status === 'signed-in' && !submitted) return <Navigate to={paths.home} replace />;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <AuthForm
        initialError={params.get('error') === 'google' ? GOOGLE_FAILED : null}
        onSubmitting={() => setSubmitted(true)}
        onAuthenticated={(mode) => navigate(mode === 'sign-up' ? paths.profileSetup : paths.home, { replace: true })}
      />
    </div>
  );
}
