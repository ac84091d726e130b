import { useVerifyEmailMutation } from '@otc/api-contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { apiMessage } from '../../../lib/error-message';
import { useSession } from '../use-session';
import { ResendButton } from './resend-button';
import { paths } from '../../../lib/paths';

/** Spec section 9: the success screen stays 2 s before the profile form. */
const VERIFIED_REDIRECT_MS = 2000;

type Phase = 'pending' | 'verifying' | 'success' | 'error';

interface EmailVerificationProps {
  /** The query's mode parameter; links from our emails say verifyEmail. */
  mode: string | null;
  oobCode: string | null;
}

/** The page's one card, with a round icon above its text. */
function StatusCard({
  icon,
  tone = 'brand',
  children,
}: {
  icon: ReactNode;
  tone?: 'brand' | 'error';
  children: ReactNode;
}) {
  return (
    <Card padding="xl" className="text-center">
      <div
        className={`mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full text-2xl font-bold ${
          tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700'
        }`}
      >
        <span aria-hidden="true">{icon}</span>
      </div>
      {children}
    </Card>
  );
}

function VerifyingCard() {
  return (
    <StatusCard icon="✉">
      <h1 className="text-2xl font-bold text-slate-900">Verifying your email</h1>
      <p role="status" className="mt-3 flex items-center justify-center gap-2 text-slate-600">
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        />
        Checking your link...
      </p>
    </StatusCard>
  );
}

function VerifiedCard() {
  return (
    <StatusCard icon="✓">
      <h1 className="text-2xl font-bold text-slate-900">Email verified!</h1>
      <p role="status" className="mt-3 text-slate-600">
        Thank you for confirming your email address. Taking you to your profile...
      </p>
    </StatusCard>
  );
}

/** A new link: sent to a signed-in person, or signing in first. */
function ResendOrSignIn({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <ResendButton className="w-full" />
  ) : (
    <Link to={paths.auth} className={buttonClass({ variant: 'neutral', className: 'w-full' })}>
      Sign in to get a new link
    </Link>
  );
}

function FailedCard({ detail, signedIn }: { detail: string | null; signedIn: boolean }) {
  return (
    <StatusCard icon="!" tone="error">
      <h1 className="text-2xl font-bold text-slate-900">Verification failed</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {detail ?? 'This link is invalid or has expired. Please ask for a new one.'}
      </p>
      <div className="mx-auto mt-6 flex max-w-xs flex-col gap-3">
        <ResendOrSignIn signedIn={signedIn} />
      </div>
    </StatusCard>
  );
}

function PendingCard({ email }: { email: string | null }) {
  const navigate = useNavigate();
  return (
    <StatusCard icon="✉">
      <h1 className="text-2xl font-bold text-slate-900">Check your email</h1>
      <p className="mt-3 text-slate-700">
        {email ? (
          <>
            We sent a verification link to <strong className="break-words">{email}</strong>.
          </>
        ) : (
          'We sent a verification link to the address you signed up with.'
        )}{' '}
        Open it to confirm your address. The link works once, for 24 hours.
      </p>
      <p className="mt-2 text-sm text-slate-600">No email? Check your spam folder, or ask for another one.</p>
      <div className="mx-auto mt-6 flex max-w-xs flex-col gap-3">
        <ResendOrSignIn signedIn={email !== null} />
        <Button variant="neutral" onClick={() => navigate(paths.profileSetup)} className="w-full">
          Continue Without Verification
        </Button>
      </div>
    </StatusCard>
  );
}

/**
 * /verify-email (spec sections 2 and 4): with a code from the email it verifies at once, then shows success and
 * moves on to /profile-setup after 2 s, or shows the failure with a resend. Without a code it waits for the person
 * to open the email (pending), with a resend and 'Continue Without Verification'.
 */
export function EmailVerification({ mode, oobCode }: EmailVerificationProps) {
  const session = useSession();
  const navigate = useNavigate();
  const [verify] = useVerifyEmailMutation();
  const wrongLink = Boolean(oobCode) && mode !== null && mode !== 'verifyEmail';
  const [phase, setPhase] = useState<Phase>(wrongLink ? 'error' : oobCode ? 'verifying' : 'pending');
  const [detail, setDetail] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!oobCode || wrongLink || started.current) return;
    started.current = true;
    verify({ oobCodeDto: { oobCode } }).then((result) => {
      if (result.error) {
        setDetail(apiMessage(result.error) ?? null);
        setPhase('error');
      } else setPhase('success');
    });
  }, [oobCode, wrongLink, verify]);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => navigate(paths.profileSetup, { replace: true }), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const signedIn = session.status === 'signed-in';
  if (signedIn && session.user.emailVerified && (phase === 'pending' || phase === 'error')) {
    return <Navigate to={paths.profileSetup} replace />;
  }

  if (phase === 'pending' && session.status === 'loading') {
    return <p className="p-8 text-center text-slate-500">Loading…</p>;
  }

  if (phase === 'verifying') return <VerifyingCard />;
  if (phase === 'success') return <VerifiedCard />;
  if (phase === 'error') return <FailedCard detail={detail} signedIn={signedIn} />;
  return <PendingCard email={signedIn ? session.user.email : null} />;
}
