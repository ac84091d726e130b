import type { HTMLAttributes } from 'react';

type BadgeTone = 'green' | 'yellow' | 'orange' | 'amber' | 'red' | 'grey' | 'brand';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/30',
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/20',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  brand: 'bg-brand-50 text-brand-800 ring-brand-600/20',
};

const SIZES = { sm: 'px-2.5 py-0.5 text-xs', md: 'px-3 py-1 text-sm' };

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  size?: keyof typeof SIZES;
}

/** A small rounded label (evidence level, a verdict word); the tone is also in data-tone for tests. */
export function Badge({ tone = 'grey', size = 'sm', className, ...props }: BadgeProps) {
  const classes = `inline-flex shrink-0 items-center rounded-full font-semibold ring-1 ring-inset ${SIZES[size]} ${TONES[tone]}`;
  return <span data-tone={tone} className={className ? `${classes} ${className}` : classes} {...props} />;
}
