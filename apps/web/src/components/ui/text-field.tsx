import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

const fieldClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

/** The look of every text input and select (an invalid one gets a red border). */
export const inputClass = `${fieldClass} h-11`;

export const textareaClass = `${fieldClass} py-2`;

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Set when not given; a caller that points at the input from elsewhere passes its own. */
  id?: string;
  /** Shown under the input, marks it aria-invalid and is read with it. */
  error?: ReactNode;
  /** Classes of the wrapper (spacing, grid placement). */
  className?: string;
  /** Extra classes of the input itself (e.g. room for a button inside it). */
  inputClassName?: string;
  /** Rendered inside the input's box, after the input (e.g. a show/hide button). */
  adornment?: ReactNode;
}

/** A labelled input with its error text tied to it (aria-invalid, aria-describedby). */
export function TextField(props: TextFieldProps) {
  const { label, id: givenId, error, className, inputClassName, adornment, ...input } = props;
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = `${id}-error`;
  const describedBy = [input['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const field = (
    <input
      id={id}
      {...input}
      aria-invalid={error ? true : input['aria-invalid']}
      aria-describedby={describedBy}
      className={inputClassName ? `${inputClass} ${inputClassName}` : inputClass}
    />
  );
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {adornment ? (
        <div className="relative">
          {field}
          {adornment}
        </div>
      ) : (
        field
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
