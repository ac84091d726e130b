import type { ButtonHTMLAttributes } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'neutral' | 'danger' | 'danger-outline' | 'link';
type ButtonSize = 'sm' | 'md' | 'lg' | 'bare';

export interface ButtonLook {
  variant?: ButtonVariant;
  /** Padding and text size; 'bare' leaves both to the caller (e.g. a fixed-height button beside an input). */
  size?: ButtonSize;
  /** How a disabled button looks: faded colours, or grey (for a button that waits on the person, e.g. consent). */
  disabledLook?: 'faded' | 'grey';
  className?: string;
}

// One focus style for every button and button-like link: a 2 px outline offset from the edge.
const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
  secondary:
    'rounded-lg border border-brand-700 bg-white font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
  neutral:
    'rounded-lg border border-slate-300 bg-white font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
  danger:
    'rounded-lg bg-red-700 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700',
  'danger-outline':
    'rounded-lg border border-red-300 bg-white font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700',
  link: 'rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-4 py-2.5',
  lg: 'px-6 py-3',
  bare: '',
};

const DISABLED = {
  faded: 'disabled:cursor-not-allowed disabled:opacity-70',
  grey: 'disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-300 disabled:text-slate-700',
};

/** The classes of a button, for a link that must look like one (a Link to a page is not a button). */
export function buttonClass({ variant = 'primary', size = 'md', disabledLook = 'faded', className }: ButtonLook = {}) {
  const padding = variant === 'link' ? '' : SIZES[size];
  return [VARIANTS[variant], padding, DISABLED[disabledLook], className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {}

/** The app's button. `type` defaults to "button": a form's submit button says so. */
export function Button({ variant, size, disabledLook, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, disabledLook, className })} {...props} />;
}
