import { useSignInMutation, useSignUpMutation } from '@otc/api-contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authErrorText, validateCredentials, type AuthMode } from '../auth-messages';
import { usePasswordProblem, weakPasswordBeforeSend } from '../hooks/use-password-problem';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { FormMessage, PasswordProblem } from './fields';
import { GoogleButton } from './google-button';
import { paths } from '../../../lib/paths';

const COPY = {
  'sign-in': {
    title: 'Sign In',
    intro: 'Welcome back. Sign in to get safety checks based on your health profile.',
    submit: 'Sign In',
    busy: 'Signing in...',
    switchPrompt: "Don't have an account?",
    switchTo: 'Create Account',
  },
  'sign-up': {
    title: 'Create Account',
    intro: 'Create a free account to get medicine suggestions checked against your health profile.',
    submit: 'Create Account',
    busy: 'Creating account...',
    switchPrompt: 'Already have an account?',
    switchTo: 'Sign In',
  },
} as const;

interface AuthFormProps {
  /** An error to show on arrival (the Google callback's failure). */
  initialError?: string | null;
  /** Called after the API accepted the credentials. */
  onAuthenticated: (mode: AuthMode) => void;
  /** Called just before the credentials are sent, so the page can tell its own sign-in from an earlier one. */
  onSubmitting?: () => void;
}

/** /auth: one form that toggles between Sign In and Create Account (spec sections 2, 5 and 8). */
export function AuthForm({ initialError = null, onAuthenticated, onSubmitting }: AuthFormProps) {
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(initialError);
  const [signIn, signInState] = useSignInMutation();
  const [signUp, signUpState] = useSignUpMutation();
  const busy = signInState.isLoading || signUpState.isLoading;
  const copy = COPY[mode];
  const weakPassword = usePasswordProblem(password, { email }, mode === 'sign-up');

  const switchMode = () => {
    setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in');
    setConfirmPassword('');
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCredentials(mode, { email, password, confirmPassword });
    setError(problem);
    if (problem) return;
    const weak = mode === 'sign-up' ? await weakPasswordBeforeSend(password, { email }) : null;
    setError(weak);
    if (weak) return;
    onSubmitting?.();
    const body = { email: email.trim(), password };
    const result = mode === 'sign-in' ? await signIn({ signInDto: body }) : await signUp({ credentialsDto: body });
    if (result.error) setError(authErrorText(mode, result.error));
    else onAuthenticated(mode);
  };

  return (
    <Card padding="xl">
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>

      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-label={copy.title}>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <CredentialFields
          mode={mode}
          values={{ email, password, confirmPassword }}
          onChange={{ email: setEmail, password: setPassword, confirmPassword: setConfirmPassword }}
          weakPassword={weakPassword}
        />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? copy.busy : copy.submit}
        </Button>
      </form>
      <AuthAlternatives mode={mode} onSwitchMode={switchMode} />
    </Card>
  );
}

type Credentials = { email: string; password: string; confirmPassword: string };

interface CredentialFieldsProps {
  mode: AuthMode;
  values: Credentials;
  onChange: Record<keyof Credentials, (value: string) => void>;
  weakPassword: string | null;
}

/** Email and password (and, to create an account, the confirmation), sharing one Show/Hide state. */
function CredentialFields({ mode, values, onChange, weakPassword }: CredentialFieldsProps) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <>
      <TextField
        id="auth-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(e) => onChange.email(e.target.value)}
      />
      <PasswordField
        id="auth-password"
        label="Password"
        autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        value={values.password}
        onChange={(e) => onChange.password(e.target.value)}
        visible={showPassword}
        onToggleVisible={() => setShowPassword(!showPassword)}
        aria-describedby={mode === 'sign-up' ? 'auth-password-problem' : undefined}
      />
      {mode === 'sign-up' && <PasswordProblem id="auth-password-problem" problem={weakPassword} />}
      {mode === 'sign-up' && (
        <PasswordField
          id="auth-confirm-password"
          label="Confirm Password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => onChange.confirmPassword(e.target.value)}
          visible={showPassword}
        />
      )}
      {mode === 'sign-up' ? (
        <p className="text-sm text-slate-600">
          Use at least 6 characters that are hard to guess: a few unrelated words work well.
        </p>
      ) : (
        <p className="text-right text-sm">
          <Link to={paths.resetPassword} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Forgot password?
          </Link>
        </p>
      )}
    </>
  );
}

/** Google sign-in, the switch between signing in and creating an account, and the privacy note. */
function AuthAlternatives({ mode, onSwitchMode }: { mode: AuthMode; onSwitchMode: () => void }) {
  const copy = COPY[mode];
  return (
    <>
      <div className="my-6 flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleButton />

      <p className="mt-6 text-center text-sm text-slate-700">
        {copy.switchPrompt}{' '}
        <Button variant="link" onClick={onSwitchMode}>
          {copy.switchTo}
        </Button>
      </p>
      <p className="mt-6 border-t border-slate-200 pt-4 text-xs leading-relaxed text-slate-600">
        Your privacy matters. We use your email to sign you in and your health details only to check which medicines are
        safe for you. See our{' '}
        <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
    </>
  );
}
