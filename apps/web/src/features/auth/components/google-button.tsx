import { useGetProvidersQuery } from '@otc/api-contract';

const GOOGLE_SIGN_IN_URL = '/api/auth/google';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.23 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.11V7.05H2.18a11 11 0 0 0 0 9.9l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.05l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}

const buttonClass =
  'flex w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800';

/**
 * Google sign-in is a full-page navigation to the API, which sends the person to Google's account picker and back
 * (to /profile-setup, or to /auth?error=google on failure). When the server has no Google set-up the button is
 * disabled and the server's reason is shown.
 */
export function GoogleButton() {
  const { data } = useGetProvidersQuery();
  const google = data?.google;

  if (google && !google.enabled) {
    return (
      <div>
        <button type="button" disabled aria-describedby="google-unavailable" className={`${buttonClass} opacity-60`}>
          <GoogleMark />
          Sign in with Google
        </button>
        <p id="google-unavailable" className="mt-2 text-center text-sm text-slate-600">
          {google.reason ?? 'Google sign-in is not available right now.'}
        </p>
      </div>
    );
  }

  return (
    <a
      href={GOOGLE_SIGN_IN_URL}
      className={`${buttonClass} hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}
    >
      <GoogleMark />
      Sign in with Google
    </a>
  );
}
