import type { ReactNode } from 'react';

/** A form's message: an error (role alert, read at once) or a calm notice. */
export function FormMessage({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return tone === 'error' ? (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      {children}
    </div>
  ) : (
    <div role="status" className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800">
      {children}
    </div>
  );
}

/** Why the password being typed is too weak, read out politely while typing; the region stays for screen readers. */
export function PasswordProblem({ id, problem }: { id: string; problem: string | null }) {
  return (
    <p id={id} aria-live="polite" className="text-sm text-red-800 empty:hidden">
      {problem}
    </p>
  );
}
