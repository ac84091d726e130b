import type { InputHTMLAttributes, ReactNode } from 'react';

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
}

export function TextField({ id, label, className, ...input }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} className={inputClass} {...input} />
    </div>
  );
}

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  visible: boolean;
  /** Given on the field that carries the show/hide button; a confirmation field follows the same state. */
  onToggleVisible?: () => void;
}

/** A password input with the spec's show/hide toggle. */
export function PasswordField({ id, label, visible, onToggleVisible, className, ...input }: PasswordFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${inputClass} ${onToggleVisible ? 'pr-20' : ''}`}
          {...input}
        />
        {onToggleVisible && (
          <button
            type="button"
            onClick={onToggleVisible}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-controls={id}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
    </div>
  );
}

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
